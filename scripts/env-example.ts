import { writeFileSync } from "node:fs";
import path from "node:path";

import { envExample } from "./lib/env-example";

writeFileSync(path.join(__dirname, "..", ".env.example"), envExample());
console.log("env:example: .env.example written");

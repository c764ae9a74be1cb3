/** `npm run build` with the browser tests' server settings, so `E2E_PREBUILT=1 npm run test:e2e` serves this build. */
import { execFileSync } from "node:child_process";

import { E2E_SERVER_ENV } from "../../playwright.config";

execFileSync("npm", ["run", "build"], { stdio: "inherit", env: { ...process.env, ...E2E_SERVER_ENV } });

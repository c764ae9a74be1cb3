/** Postbuild step, the last one (`npm run build`): see scripts/lib/csp-hashes.ts. Fails the build when no page was found. */
import path from "node:path";

import { loadEnvConfig } from "@next/env";

import { writePagePolicies } from "./lib/csp-hashes";
import { projectRoot } from "./lib/project";

try {
  // The same .env files the build read, so the policy names the same embed hosts.
  loadEnvConfig(projectRoot, false, { info: () => undefined, error: console.error });
  const { pages, hashes } = writePagePolicies(
    path.join(projectRoot, process.env.NEXT_DIST_DIR || ".next"),
    process.env,
  );
  if (pages === 0) throw new Error("csp-hashes: no prerendered page found");
  console.log(
    `csp-hashes: ${pages} prerendered pages carry the hashes of their inline scripts (${hashes} distinct)`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

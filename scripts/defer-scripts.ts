/**
 * Postbuild step: the prerendered pages load the framework's scripts after their first frame
 * (scripts/lib/deferred-scripts.ts). Fails the build when it finds no page to change: Next's output then changed
 * shape and the pages would silently lose the deferral.
 */
import path from "node:path";

import { deferFrameworkScriptsInBuild } from "./lib/deferred-scripts";
import { projectRoot } from "./lib/project";

const distDir = path.join(projectRoot, process.env.NEXT_DIST_DIR || ".next");
const changed = deferFrameworkScriptsInBuild(distDir);
if (changed === 0) {
  console.error(
    `defer-scripts: no prerendered page under ${distDir}/server carries Next's <script async> tags`,
  );
  process.exit(1);
}
console.log(`defer-scripts: ${changed} prerendered pages load their scripts after the first frame`);

/** Postbuild step (`npm run build`): see scripts/lib/optimize-build.ts. Fails the build when Next's output changed shape. */
import path from "node:path";

import { optimizeBuild } from "./lib/optimize-build";
import { projectRoot } from "./lib/project";

try {
  console.log(optimizeBuild(path.join(projectRoot, process.env.NEXT_DIST_DIR || ".next")));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

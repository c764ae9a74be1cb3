/**
 * Postbuild step (`npm run build`): see scripts/lib/inline-css.ts, scripts/lib/inline-sprite.ts and
 * scripts/lib/optimize-build.ts. Fails the build when Next's output changed shape.
 */
import path from "node:path";

import { inlineCssInBuild } from "./lib/inline-css";
import { inlineSpriteInBuild } from "./lib/inline-sprite";
import { optimizeBuild } from "./lib/optimize-build";
import { projectRoot } from "./lib/project";

const distDir = path.join(projectRoot, process.env.NEXT_DIST_DIR || ".next");
try {
  console.log(inlineCssInBuild(distDir));
  console.log(inlineSpriteInBuild(distDir));
  console.log(optimizeBuild(distDir));
} catch (error: unknown) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}

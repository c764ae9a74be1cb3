// Run by `npm run build` after `next build`: V8 compiles the large startup chunks off the main thread (docs/decisions.md).
import path from "node:path";

import { addCompileHints } from "./lib/compile-hints";

const distDir = path.resolve(__dirname, "..", process.env.NEXT_DIST_DIR || ".next");

try {
  const { hinted, startup } = addCompileHints(distDir);
  console.log(`compile-hints: ${hinted} of ${startup} startup chunks marked`);
} catch (error) {
  // A build without the hints is slower to start, never broken: the browser suite notices their absence.
  console.warn(`compile-hints: no chunk marked (${error instanceof Error ? error.message : String(error)})`);
}

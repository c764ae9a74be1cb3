/**
 * What the build does after `next build` for the pages' start-up: each prerendered page loads the
 * framework's scripts after its first paint (deferred-scripts.ts), and those scripts carry V8's compile hint
 * (compile-hints.ts). Run by `npm run build`'s postbuild step and by the audit's and the bench's builds.
 */
import { addCompileHints } from "./compile-hints";
import { deferFrameworkScriptsInBuild } from "./deferred-scripts";

/** Rewrites the build in place and returns one line saying what changed; throws when no page has scripts to defer. */
export function optimizeBuild(distDir: string): string {
  const { pages, scripts } = deferFrameworkScriptsInBuild(distDir);
  // None at all means Next's output changed shape: the pages would silently lose the deferral.
  if (scripts.size === 0)
    throw new Error(
      `optimize-build: no prerendered page under ${distDir}/server carries Next's <script async> tags`,
    );
  const hinted = addCompileHints(distDir, scripts);
  return `optimize-build: ${pages} prerendered pages load their scripts after the first paint; compile hint added to ${hinted} of their ${scripts.size} scripts`;
}

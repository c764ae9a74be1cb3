/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has all its functions
 * compiled eagerly, off the main thread while it downloads, instead of each one on the main thread the first time it
 * is called. A page's first-load chunks are module factories that all run as the page starts (the framework, React,
 * the page's client components); compiling them there was about half of Next's start-up task (55 to 70 ms here, a
 * long task in Lighthouse's TBT; 25 to 35 ms with the hint). The build marks only those chunks, never the ones
 * loaded later (the chatbot, the carousel, the toasts), and of those only the large ones (MIN_BYTES: the framework
 * and React, 90% of the first-load code): the hint's 30 bytes on each small chunk would cost more of the first-load
 * budget than their compiling costs the main thread. Other browsers read a comment.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
export const MIN_BYTES = 20 * 1024;

/** The script with the hint as its first line, or undefined when it already has it. */
export function withCompileHint(source: string): string | undefined {
  return source.startsWith(COMPILE_HINT) ? undefined : `${COMPILE_HINT}\n${source}`;
}

/**
 * Marks the build's files behind the given script paths (`/_next/static/…`, as a page names them) of MIN_BYTES or
 * more and returns how many it changed. Paths outside `/_next/static/` are not the build's and are left alone.
 */
export function addCompileHints(distDir: string, scriptPaths: Iterable<string>): number {
  let changed = 0;
  for (const scriptPath of scriptPaths) {
    if (!scriptPath.startsWith("/_next/static/")) continue;
    const file = path.join(distDir, "static", scriptPath.slice("/_next/static/".length));
    const source = readFileSync(file, "utf8");
    if (source.length < MIN_BYTES) continue;
    const hinted = withCompileHint(source);
    if (hinted === undefined) continue;
    writeFileSync(file, hinted);
    changed += 1;
  }
  return changed;
}

import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";

/** V8's explicit compile hint (Chrome 136+): the script's functions are compiled off the main thread as it arrives. */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";
/** A smaller chunk compiles in a few milliseconds; the hint would cost its first-load bytes more than it saves. */
export const MIN_HINTED_BYTES = 20 * 1024;

function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : `${COMPILE_HINT}\n${source}`;
}

function manifestFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return manifestFiles(full);
    return entry.name.endsWith("_client-reference-manifest.js") ? [full] : [];
  });
}

type BuildManifest = { rootMainFiles?: string[] };
type ClientReferenceManifest = { entryJSFiles?: Record<string, string[]> };

/** The build's chunks a page runs as it starts (`static/chunks/…`): Next's own and each route's, from its manifests. */
export function startupChunks(distDir: string): string[] {
  const buildManifest = readFileSync(path.join(distDir, "build-manifest.json"), "utf8");
  const chunks = new Set((JSON.parse(buildManifest) as BuildManifest).rootMainFiles ?? []);
  for (const file of manifestFiles(path.join(distDir, "server", "app"))) {
    const context = vm.createContext({});
    vm.runInContext(readFileSync(file, "utf8"), context);
    const manifests = (context.__RSC_MANIFEST ?? {}) as Record<string, ClientReferenceManifest>;
    for (const { entryJSFiles = {} } of Object.values(manifests))
      for (const files of Object.values(entryJSFiles)) for (const chunk of files) chunks.add(chunk);
  }
  return [...chunks].filter((chunk) => chunk.startsWith("static/chunks/") && chunk.endsWith(".js"));
}

/** Marks the startup chunks of MIN_HINTED_BYTES or more; returns how many carry the hint and how many were found. */
export function addCompileHints(distDir: string): { hinted: number; startup: number } {
  const chunks = startupChunks(distDir);
  let hinted = 0;
  for (const chunk of chunks) {
    const file = path.join(distDir, chunk);
    if (statSync(file).size < MIN_HINTED_BYTES) continue;
    const source = readFileSync(file, "utf8");
    const marked = withCompileHint(source);
    if (marked !== source) writeFileSync(file, marked);
    hinted += 1;
  }
  return { hinted, startup: chunks.length };
}

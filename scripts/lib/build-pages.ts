import { readdirSync } from "node:fs";
import path from "node:path";

/** Every `.html` file under a folder of a build, recursively (the prerendered pages the postbuild steps rewrite). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

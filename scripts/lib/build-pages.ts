import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Every `.html` file under a folder of a build, recursively (the prerendered pages the postbuild steps rewrite). */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** What a postbuild step did to a build's prerendered pages. */
export interface PagesRewritten {
  /** Pages rewritten by this run. */
  pages: number;
  /** Pages a previous run had rewritten (they carry the step's marker). */
  already: number;
  /** The most bytes one page grew by. */
  largest: number;
}

/**
 * Rewrites every prerendered page of a build (`<distDir>/server`) in place: `rewrite` gives the new page, or
 * undefined to leave it; a page that already holds `marker` is left too, so a second run changes nothing.
 */
export function rewritePages(
  distDir: string,
  marker: string,
  rewrite: (html: string) => string | undefined,
): PagesRewritten {
  const done: PagesRewritten = { pages: 0, already: 0, largest: 0 };
  for (const file of htmlFiles(path.join(distDir, "server"))) {
    const html = readFileSync(file, "utf8");
    if (html.includes(marker)) {
      done.already += 1;
      continue;
    }
    const rewritten = rewrite(html);
    if (rewritten === undefined) continue;
    writeFileSync(file, rewritten);
    done.pages += 1;
    done.largest = Math.max(done.largest, rewritten.length - html.length);
  }
  return done;
}

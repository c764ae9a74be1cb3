import { readdirSync } from "node:fs";
import path from "node:path";

/** Where the articles are: one MDX file each. */
export const postsDir = path.join(process.cwd(), "content", "blog");

/** Every article's slug: a new post is one file, content/blog/<slug>.mdx. Read afresh at each call. */
export function blogSlugs(dir: string = postsDir): string[] {
  return readdirSync(dir)
    .filter((name) => /^[a-z0-9-]+\.mdx$/.test(name))
    .map((name) => name.slice(0, -".mdx".length))
    .sort();
}

import { readdirSync } from "node:fs";
import path from "node:path";

export const postsDir = path.join(process.cwd(), "content", "blog");

export function blogSlugs(dir: string = postsDir): string[] {
  return readdirSync(dir)
    .filter((name) => /^[a-z0-9-]+\.mdx$/.test(name))
    .map((name) => name.slice(0, -".mdx".length))
    .sort();
}

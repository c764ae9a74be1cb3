import { readdirSync } from "node:fs";
import path from "node:path";

export const postsDir = path.join(process.cwd(), "content", "blog");

export function slugsOf(fileNames: readonly string[]): string[] {
  return fileNames
    .filter((name) => /^[a-z0-9-]+\.mdx$/.test(name))
    .map((name) => name.slice(0, -".mdx".length))
    .sort();
}

// The folder spelled out in the call, so the build traces content/blog rather than the whole project.
export function blogSlugs(): string[] {
  return slugsOf(readdirSync(path.join(process.cwd(), "content", "blog")));
}

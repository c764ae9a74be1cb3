import "server-only";

import { readFileSync } from "node:fs";
import path from "node:path";

import { parse as parseYaml } from "yaml";
import { z } from "zod";

import { blogSlugs, postsDir } from "./slugs";

const frontmatterSchema = z.object({
  title: z.string().min(1),
  excerpt: z.string().min(1),
  author: z.string().min(1),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  readTime: z.number().int().positive(),
  category: z.string().min(1),
  keywords: z.array(z.string()).min(1),
});

export type PostFrontmatter = z.infer<typeof frontmatterSchema>;

export interface PostSummary extends PostFrontmatter {
  id: string;
  slug: string;
}

export interface Post extends PostSummary {
  body: string;
}

function splitFrontmatter(source: string, slug: string): { data: unknown; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`content/blog/${slug}.mdx has no frontmatter block`);
  return { data: parseYaml(match[1] ?? ""), body: match[2] ?? "" };
}

function loadPost(slug: string): Post {
  const source = readFileSync(path.join(postsDir, `${slug}.mdx`), "utf8");
  const { data, body } = splitFrontmatter(source, slug);
  const parsed = frontmatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`content/blog/${slug}.mdx has invalid frontmatter:\n${z.prettifyError(parsed.error)}`);
  }
  return { ...parsed.data, id: slug, slug, body };
}

let cache: Post[] | undefined;

// Cached in production only, so edited posts show at once in development.
export function getAllPosts(): Post[] {
  const posts =
    cache ??
    blogSlugs()
      .map(loadPost)
      .sort((a, b) => b.date.localeCompare(a.date));
  if (process.env.NODE_ENV === "production") cache = posts;
  return posts;
}

export function getPost(slug: string): Post | undefined {
  return getAllPosts().find((post) => post.slug === slug);
}

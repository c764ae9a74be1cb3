import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { blogSlugs, slugsOf } from "@/lib/blog/slugs";

describe("the blog's slugs", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "posts-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists every MDX file of the folder, so a new post is one file", () => {
    for (const name of ["b-post.mdx", "a-post.mdx", "notes.txt", "Draft Post.mdx"])
      writeFileSync(path.join(dir, name), "");
    expect(slugsOf(readdirSync(dir))).toEqual(["a-post", "b-post"]);
    writeFileSync(path.join(dir, "c-post.mdx"), "");
    expect(slugsOf(readdirSync(dir))).toEqual(["a-post", "b-post", "c-post"]);
  });

  it("finds the site's seven articles in content/blog", () => {
    expect(blogSlugs()).toHaveLength(7);
  });
});

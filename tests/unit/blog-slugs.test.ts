import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { blogSlugs } from "@/lib/blog/slugs";

describe("blogSlugs", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "posts-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("lists every MDX file of the folder, so a new post is one file", () => {
    for (const name of ["b-post.mdx", "a-post.mdx", "notes.txt", "Draft Post.mdx"])
      writeFileSync(path.join(dir, name), "");
    expect(blogSlugs(dir)).toEqual(["a-post", "b-post"]);
    writeFileSync(path.join(dir, "c-post.mdx"), "");
    expect(blogSlugs(dir)).toEqual(["a-post", "b-post", "c-post"]);
  });

  it("finds the site's seven articles in content/blog", () => {
    expect(blogSlugs()).toHaveLength(7);
  });
});

import { compileMDX } from "next-mdx-remote/rsc";
import type * as React from "react";

import { articleSections, CONTENTS_MIN_SECTIONS, headingId } from "@/lib/blog/headings";

import { ArticleContents } from "./article-contents";
import { MdxLink } from "./mdx-link";

function textOf(node: React.ReactNode): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (Array.isArray(node)) return node.map(textOf).join("");
  if (node && typeof node === "object" && "props" in node) {
    return textOf((node.props as { children?: React.ReactNode }).children);
  }
  return "";
}

function SectionHeading({ children }: { children?: React.ReactNode }) {
  return <h2 id={headingId(textOf(children))}>{children}</h2>;
}

const components = { a: MdxLink, h2: SectionHeading };

/** Compiled on the server: no MDX runtime in the browser. */
export async function ArticleBody({ source }: { source: string }) {
  const { content } = await compileMDX({
    source,
    components,
    options: { parseFrontmatter: false, blockJS: true },
  });
  const sections = articleSections(source);
  return (
    <>
      {sections.length >= CONTENTS_MIN_SECTIONS ? <ArticleContents sections={sections} /> : null}
      <div className="prose-article">{content}</div>
    </>
  );
}

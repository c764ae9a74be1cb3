import { compileMDX } from "next-mdx-remote/rsc";

import { MdxLink } from "./mdx-link";

const components = { a: MdxLink };

/**
 * An article's MDX body (frontmatter already split off by lib/blog/posts), compiled on the server while the page
 * is prerendered: the browser receives plain HTML and no MDX runtime. JavaScript expressions stay blocked.
 */
export async function ArticleBody({ source }: { source: string }) {
  const { content } = await compileMDX({
    source,
    components,
    options: { parseFrontmatter: false, blockJS: true },
  });
  return <div className="prose-article">{content}</div>;
}

import { compileMDX } from "next-mdx-remote/rsc";

import { MdxLink } from "./mdx-link";

const components = { a: MdxLink };

/** An article's MDX body, compiled on the server: the browser gets plain HTML and no MDX runtime. */
export async function ArticleBody({ source }: { source: string }) {
  const { content } = await compileMDX({
    source,
    components,
    options: { parseFrontmatter: false, blockJS: true },
  });
  return <div className="prose-article">{content}</div>;
}

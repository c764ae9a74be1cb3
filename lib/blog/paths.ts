/** The path of an article page. */
export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

/** The article's social card (app/(site)/blog/[slug]/card.png): Open Graph, Twitter and BlogPosting image. */
export function articleCardPath(slug: string): string {
  return `${articlePath(slug)}/card.png`;
}

export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

// Served by app/(site)/blog/[slug]/card.png.
export function articleCardPath(slug: string): string {
  return `${articlePath(slug)}/card.png`;
}

/** The seven article slugs; each has a file content/blog/<slug>.mdx. */
export const blogSlugs = [
  "social-media-marketing-contractors",
  "email-marketing-service-businesses",
  "facebook-ads-vs-google-ads",
  "local-seo-guide-service-businesses",
  "google-ads-roi-guide",
  "service-business-marketing-guide",
  "website-conversion-optimization",
] as const;

export type BlogSlug = (typeof blogSlugs)[number];

export function isBlogSlug(value: string): value is BlogSlug {
  return (blogSlugs as readonly string[]).includes(value);
}

/** The path of an article page. */
export function articlePath(slug: string): string {
  return `/blog/${slug}`;
}

/** The article's social card (app/(site)/blog/[slug]/card.png): Open Graph, Twitter and BlogPosting image. */
export function articleCardPath(slug: string): string {
  return `${articlePath(slug)}/card.png`;
}

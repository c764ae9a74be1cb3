import { siteConfig } from "@/content/site";

/** The social cards' format and alt text, apart from their drawing (og-image.tsx) so page metadata stays light. */

/** The size social networks expect (1.91:1). */
export const ogImageSize = { width: 1200, height: 630 } as const;
export const ogImageContentType = "image/png";

/** The alt text of a card: what it shows. */
export function ogImageAlt(title: string): string {
  return `${title} | ${siteConfig.name}`;
}

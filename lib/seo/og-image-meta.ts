import { siteConfig } from "@/content/site";

// Kept apart from og-image.tsx so page metadata does not load the drawing.
export const ogImageSize = { width: 1200, height: 630 } as const;
export const ogImageContentType = "image/png";

export function ogImageAlt(title: string): string {
  return `${title} | ${siteConfig.name}`;
}

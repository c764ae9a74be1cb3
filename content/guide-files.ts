/** The guides' file names, apart from their text so the download buttons do not ship it. */
export const GUIDE_FILES = {
  marketing: "bluebonnet-2025-marketing-guide.pdf",
  roofing: "roofing-lead-generation-guide.pdf",
} as const;

/** Where a guide's PDF is served: public/<fileName>, i.e. the site root. */
export function guideHref(fileName: string): string {
  return `/${fileName}`;
}

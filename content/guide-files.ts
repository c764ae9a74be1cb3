/**
 * The downloadable guides' file names (served from public/, written by `npm run pdfs`). Their own module, so
 * the forms that start a download do not pull the guides' full text into the browser.
 */
export const GUIDE_FILES = {
  marketing: "bluebonnet-2025-marketing-guide.pdf",
  roofing: "roofing-lead-generation-guide.pdf",
} as const;

/** Where a guide's PDF is served: public/<fileName>, i.e. the site root. */
export function guideHref(fileName: string): string {
  return `/${fileName}`;
}

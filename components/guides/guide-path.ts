import type { Guide } from "@/content/guides";

/** Where a guide's PDF is served: public/<fileName>, i.e. the site root. */
export function guidePath(guide: Pick<Guide, "fileName">): string {
  return `/${guide.fileName}`;
}

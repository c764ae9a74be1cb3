import { tagsAllowedAt } from "@/lib/conversions/tag-config";

/** A URL carrying a secret (a lead's or a booking's token) is opened by a full load: the tags running here must not see it. */
export function openPage(path: string, push: (href: string) => void): void {
  const url = new URL(path, window.location.href);
  if (tagsAllowedAt(url.pathname, url.search)) push(path);
  else window.location.assign(path);
}

/**
 * The request targets the site answers: a path ("origin form", RFC 9112 §3.2.1). `*` (asterisk form) and a full
 * URL (absolute form, meant for proxies) got a 500 from Next.js; the entry answers them with a 400.
 */
export function isOriginFormTarget(target: string | undefined): boolean {
  return typeof target === "string" && target.startsWith("/");
}

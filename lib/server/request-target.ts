// Only origin form (RFC 9112 §3.2.1): Next.js answered `*` and absolute URLs with a 500.
export function isOriginFormTarget(target: string | undefined): boolean {
  return typeof target === "string" && target.startsWith("/");
}

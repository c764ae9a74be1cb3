import { posix } from "node:path";

// Only origin form (RFC 9112 §3.2.1): Next.js answered `*` and absolute URLs with a 500.
export function isOriginFormTarget(target: string | undefined): boolean {
  return typeof target === "string" && target.startsWith("/");
}

// "." and "..", also escaped (%2e) or after a backslash, which URL parsers (Next's among them) read as "/".
const DOT_SEGMENT = /(^|[/\\])(\.|%2e){1,2}(?=[/\\?#]|$)/i;

/**
 * The target as every check and Next should read it: dot segments resolved as a URL parser would (so no check sees
 * "/api/../contact" while Next serves "/contact"); undefined when the path has a broken percent escape.
 */
export function normalisedTarget(target: string): string | undefined {
  const split = target.search(/[?#]/);
  const path = split === -1 ? target : target.slice(0, split);
  const rest = split === -1 ? "" : target.slice(split);
  try {
    decodeURIComponent(path);
  } catch {
    return undefined;
  }
  if (!DOT_SEGMENT.test(path)) return target;
  // Appended to an origin, so a path starting "//" stays a path and never names a host.
  return new URL(`http://site.invalid${path}`).pathname + rest;
}

/** The decoded path the server's own checks match, with the dot segments an escaped slash could hide resolved. */
export function checkedPathname(target: string): string {
  const path = target.split(/[?#]/)[0] || "/";
  return posix.normalize(decodeURIComponent(path));
}

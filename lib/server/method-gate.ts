/**
 * Requests the server entry answers itself, before Next.js: Next answers a method it has no handler for with a
 * 500 (TRACE, WebDAV verbs) and so does its static file server for anything but GET and HEAD.
 */
/** The methods Next.js's request objects accept. */
const NEXT_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);
const READ_METHODS = new Set(["GET", "HEAD"]);

export interface MethodRefusal {
  status: 405 | 501;
  /** The Allow header of a 405. */
  allow?: string;
  message: string;
}

/** A file (its last segment has an extension) or Next's build assets: served as they are, only read. */
export function isStaticFilePath(pathname: string): boolean {
  return pathname.startsWith("/_next/") || /\.[^/]*$/.test(pathname);
}

export function methodRefusal(method: string | undefined, pathname: string): MethodRefusal | undefined {
  const verb = (method ?? "").toUpperCase();
  if (!NEXT_METHODS.has(verb)) return { status: 501, message: "Not Implemented" };
  if (!READ_METHODS.has(verb) && isStaticFilePath(pathname)) {
    return { status: 405, allow: "GET, HEAD", message: "Method Not Allowed" };
  }
  return undefined;
}

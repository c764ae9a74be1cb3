// Next answers other methods (TRACE, WebDAV verbs), and static files anything but GET/HEAD, with a 500.
const NEXT_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]);
const READ_METHODS = new Set(["GET", "HEAD"]);

export interface MethodRefusal {
  status: 405 | 501;
  allow?: string;
  message: string;
}

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

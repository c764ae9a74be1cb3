/**
 * Redirects a path with a trailing slash to the path without it, with the security headers. Sends a path with a
 * broken percent escape to the 404 page. Answers a form post that Next would answer with a 500 (another site's
 * origin, no or a too large length, not a form) with its status and a message. Gives every page document its
 * Content-Security-Policy (lib/csp/page-policy.ts: hashes when prerendered, else a nonce). Sets the first-party attribution cookie on landing requests
 * (so it works without JavaScript): first touch kept, last touch updated, 90 days. The matcher keeps it off every
 * other request: it runs only on paths that end in a slash, on paths with a percent sign under /blog and
 * /services, on form posts to pages, on server action calls to any path, on page documents, and on the router's
 * requests that carry a tracked query parameter.
 */
import { NextResponse, type NextRequest } from "next/server";

import { siteConfig } from "@/content/site";
import { pagePolicy } from "@/lib/csp/page-policy";
import { ownHosts } from "@/lib/leads/api-request";
import {
  ATTRIBUTION_COOKIE,
  ATTRIBUTION_MAX_AGE_SECONDS,
  encodeAttributionCookie,
  nextAttribution,
  parseAttributionCookie,
  TRACKED_PARAMS,
} from "@/lib/leads/attribution";
import { formPostProblem } from "@/lib/leads/form-post-guard";
import { isStaticFilePath } from "@/lib/server/method-gate";

export function proxy(request: NextRequest): NextResponse {
  const { pathname } = request.nextUrl;
  // A broken escape ("/blog/%") made Next answer 500 on the dynamic routes: it is a page that does not exist.
  if (!isDecodablePath(pathname)) {
    return NextResponse.rewrite(new URL(UNDECODABLE_PATH_REWRITE, request.url));
  }
  if (request.method === "POST") {
    const problem = formPostProblem(request.headers, ownHosts(request.headers, siteConfig.url));
    if (problem) {
      return new NextResponse(problem.message, {
        status: problem.status,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    return NextResponse.next();
  }
  // Next's own trailing-slash redirect answers without the security headers (next.config.ts turns it off).
  if (pathname.length > 1 && pathname.endsWith("/")) {
    // A plain URL: a NextURL puts the slash back when it was parsed with one and no trailingSlash setting.
    const target = new URL(request.url);
    target.pathname = pathname.replace(/\/+$/, "") || "/";
    return NextResponse.redirect(target, 308);
  }
  const response = isPagePath(pathname) ? withContentSecurityPolicy(request) : NextResponse.next();
  // --- agency console: no attribution cookie for the agency's own staff ---
  if (isAdminPath(pathname)) return response;
  // --- end agency console ---
  // Action calls reach every path (the guard above); attribution is for pages only, never the API or files.
  if (request.method !== "GET" || !isPagePath(pathname) || isRouterRequestWithoutTracking(request)) {
    return response;
  }
  const existing = parseAttributionCookie(request.cookies.get(ATTRIBUTION_COOKIE)?.value);
  const next = nextAttribution(existing, {
    url: request.nextUrl,
    referrer: request.headers.get("referer"),
    now: new Date(),
    siteHosts: [request.nextUrl.host, new URL(siteConfig.url).host],
  });
  if (next) {
    response.cookies.set(ATTRIBUTION_COOKIE, encodeAttributionCookie(next), {
      maxAge: ATTRIBUTION_MAX_AGE_SECONDS,
      path: "/",
      sameSite: "lax",
      httpOnly: true,
      secure: request.nextUrl.protocol === "https:",
    });
    // The page is static and cached for a year; this one response carries a visitor's cookie, so no shared cache
    // (a CDN) may keep it and hand that cookie to the next visitor.
    response.headers.set("Cache-Control", "private, no-store");
  }
  return response;
}

// --- agency console ---
/** The console's pages (app/admin), rendered per request for the signed-in person. */
function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
// --- end agency console ---

function withContentSecurityPolicy(request: NextRequest): NextResponse {
  // The development server's scripts need eval and carry no nonce; the router's payloads are no documents.
  if (process.env.NODE_ENV !== "production" || request.headers.has("rsc")) return NextResponse.next();
  const { policy, nonce } = pagePolicy(request.nextUrl.pathname, process.env);
  let response = NextResponse.next();
  if (nonce) {
    const headers = new Headers(request.headers);
    // Next reads the nonce from the request's policy and puts it on every script it renders.
    headers.set("content-security-policy", policy);
    response = NextResponse.next({ request: { headers } });
  }
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

function isPagePath(pathname: string): boolean {
  return !pathname.startsWith("/api/") && !isStaticFilePath(pathname);
}

/** The router's in-site navigations and prefetches are no landing (the matcher keeps them out unless tracked). */
function isRouterRequestWithoutTracking(request: NextRequest): boolean {
  return (
    request.headers.has("rsc") && !TRACKED_PARAMS.some((param) => request.nextUrl.searchParams.has(param))
  );
}

/** Matches no page, so the 404 page answers. */
const UNDECODABLE_PATH_REWRITE = "/_undecodable-path";

function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/*
 * Next.js reads the matcher at build time and accepts only literals, hence the repetition; a unit test checks it
 * against lib/leads/attribution.ts. The tracked-parameter entries catch the router's requests too (page documents
 * have their own entry): pages only (not /_next/*, /api/* or files with an extension), and never a form post (those
 * carry a Content-Type, and server actions Next-Action; page GETs carry neither), which has an entry of its own.
 */
export const config = {
  matcher: [
    // Any path with a trailing slash, to redirect it (above).
    { source: "/(.+)/" },
    // Paths with a percent sign on the dynamic routes, to refuse broken escapes.
    { source: "/(blog|services)/(.*%.*)" },
    // Form posts to pages (server actions): only they carry a Content-Type.
    { source: "/((?!_next/|api/|.*\\.[^/]*$).*)", has: [{ type: "header", key: "content-type" }] },
    // Server action calls to any path, with or without a Content-Type.
    { source: "/:path*", has: [{ type: "header", key: "next-action" }] },
    // Every page document, for its Content-Security-Policy; the router's requests carry RSC.
    { source: "/((?!_next/|api/|.*\\.[^/]*$).*)", missing: [{ type: "header", key: "rsc" }] },
    {
      source: "/((?!_next/|api/|.*\\.[^/]*$).*)",
      has: [{ type: "query", key: "utm_source" }],
      missing: [
        { type: "header", key: "next-action" },
        { type: "header", key: "content-type" },
      ],
    },
    {
      source: "/((?!_next/|api/|.*\\.[^/]*$).*)",
      has: [{ type: "query", key: "utm_medium" }],
      missing: [
        { type: "header", key: "next-action" },
        { type: "header", key: "content-type" },
      ],
    },
    {
      source: "/((?!_next/|api/|.*\\.[^/]*$).*)",
      has: [{ type: "query", key: "utm_campaign" }],
      missing: [
        { type: "header", key: "next-action" },
        { type: "header", key: "content-type" },
      ],
    },
    {
      source: "/((?!_next/|api/|.*\\.[^/]*$).*)",
      has: [{ type: "query", key: "utm_term" }],
      missing: [
        { type: "header", key: "next-action" },
        { type: "header", key: "content-type" },
      ],
    },
    {
      source: "/((?!_next/|api/|.*\\.[^/]*$).*)",
      has: [{ type: "query", key: "utm_content" }],
      missing: [
        { type: "header", key: "next-action" },
        { type: "header", key: "content-type" },
      ],
    },
    {
      source: "/((?!_next/|api/|.*\\.[^/]*$).*)",
      has: [{ type: "query", key: "gclid" }],
      missing: [
        { type: "header", key: "next-action" },
        { type: "header", key: "content-type" },
      ],
    },
    {
      source: "/((?!_next/|api/|.*\\.[^/]*$).*)",
      has: [{ type: "query", key: "gbraid" }],
      missing: [
        { type: "header", key: "next-action" },
        { type: "header", key: "content-type" },
      ],
    },
    {
      source: "/((?!_next/|api/|.*\\.[^/]*$).*)",
      has: [{ type: "query", key: "wbraid" }],
      missing: [
        { type: "header", key: "next-action" },
        { type: "header", key: "content-type" },
      ],
    },
    {
      source: "/((?!_next/|api/|.*\\.[^/]*$).*)",
      has: [{ type: "query", key: "fbclid" }],
      missing: [
        { type: "header", key: "next-action" },
        { type: "header", key: "content-type" },
      ],
    },
    {
      source: "/((?!_next/|api/|.*\\.[^/]*$).*)",
      has: [{ type: "query", key: "msclkid" }],
      missing: [
        { type: "header", key: "next-action" },
        { type: "header", key: "content-type" },
      ],
    },
  ],
};

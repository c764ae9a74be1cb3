/** The proxy's matcher, the attribution cookie it sets on a landing, and undecodable addresses. */
import { beforeAll, describe, expect, it } from "vitest";

import { ATTRIBUTION_COOKIE, TRACKED_PARAMS } from "@/lib/leads/attribution";

import { loadProxy, type LoadedProxy } from "../../support/proxy";

let { matches, proxyModule } = {} as LoadedProxy;
beforeAll(async () => {
  ({ matches, proxyModule } = await loadProxy());
});

describe("proxy matcher", () => {
  it("has one entry per tracked parameter plus the referrer entry, naming the attribution cookie", () => {
    const entries = proxyModule.config.matcher;
    const [trailingSlash, undecodable, formPost, actionCall, perRequestPage, adminPages, ...landing] =
      entries;
    expect(trailingSlash).toEqual({ source: "/(.+)/" });
    expect(undecodable?.source).toContain("%");
    expect(formPost?.has).toEqual([{ type: "header", key: "content-type" }]);
    expect(actionCall).toEqual({ source: "/:path*", has: [{ type: "header", key: "next-action" }] });
    expect(perRequestPage).toEqual({
      source: "/(blog|roofing-google-ads/final-thank-you|roofing-google-ads/manage)",
    });
    expect(adminPages).toEqual({ source: "/admin/:path*" });
    expect(landing.slice(0, -1).map((entry) => entry.has?.[0]?.key)).toEqual([...TRACKED_PARAMS]);
    expect(landing.at(-1)?.missing?.at(-1)).toEqual({ type: "cookie", key: ATTRIBUTION_COOKIE });
  });

  it.each([
    "/blog",
    "/roofing-google-ads/final-thank-you",
    "/roofing-google-ads/manage",
    "/admin",
    "/admin/leads/1",
  ])("runs on %s, a page rendered per request, for its script nonce", (url) => {
    expect(matches({ url })).toBe(true);
  });

  it("does not run on a prerendered page without tracking", () => {
    expect(matches({ url: "/roofing-google-ads" })).toBe(false);
  });

  it.each([
    ["/?utm_source=google", {}, {}],
    ["/roofing-google-ads?gclid=abc", {}, {}],
    ["/blog/a-post?fbclid=1", {}, {}],
    ["/contact", { referer: "https://www.google.com/" }, {}],
    ["/contact/", {}, {}],
    ["/blog/a-post/?utm_source=a", {}, {}],
    ["/api/leads/", {}, {}],
    ["/blog/%", {}, {}],
    ["/services/%ff", {}, {}],
    ["/blog/%zz/card.png", {}, {}],
    // Form posts (server actions, with or without JavaScript), to check them before Next reads them.
    ["/contact", { "content-type": "multipart/form-data; boundary=x" }, {}],
    ["/contact?utm_source=a", { "next-action": "7f00", "content-type": "text/plain" }, {}],
    // Every server action call, whatever its path and with or without a Content-Type (Next answered 500).
    ["/contact", { "next-action": "7f00" }, {}],
    ["/contact.x", { "next-action": "7f00", "content-type": "multipart/form-data; boundary=x" }, {}],
    ["/api/leads", { "next-action": "7f00" }, {}],
    ["/_next/static/chunk.js", { "next-action": "7f00" }, {}],
    ["/", { "next-action": "7f00" }, {}],
    // The page rendered per request, for its script nonce.
    ["/blog", {}, {}],
    ["/blog?q=seo", {}, {}],
  ])(
    "runs on the landing request, trailing slash, percent path, form post, action call or /blog %s",
    (url, headers, cookies) => {
      expect(matches({ url, headers, cookies })).toBe(true);
    },
  );

  it.each([
    ["/", {}, {}],
    ["/contact", {}, {}],
    ["/contact", { referer: "https://www.google.com/" }, { [ATTRIBUTION_COOKIE]: "x" }],
    ["/_next/static/chunk.js?utm_source=a", {}, {}],
    ["/logo.png?utm_source=a", {}, {}],
    ["/bluebonnet-2025-marketing-guide.pdf?utm_source=a", {}, {}],
    ["/api/leads?utm_source=a", {}, {}],
    ["/blog/a-post", {}, {}],
    ["/services/seo", {}, {}],
    ["/api/leads", { "content-type": "application/json" }, {}],
    ["/_next/static/chunk.js", { "content-type": "text/plain" }, {}],
    // A visitor who came straight in has no cookie; the router's navigations and prefetches still skip it.
    ["/results", { referer: "https://bluebonnet.test/", rsc: "1" }, {}],
    ["/results", { referer: "https://bluebonnet.test/", rsc: "1", "next-router-prefetch": "1" }, {}],
  ])("stays off %s %j %j", (url, headers, cookies) => {
    expect(matches({ url, headers, cookies })).toBe(false);
  });

  it("sets a 90-day, Lax, HttpOnly first-party cookie on an ad landing", async () => {
    const { NextRequest } = await import("next/server");
    const response = proxyModule.proxy(
      new NextRequest("https://bluebonnet.test/?utm_source=google&gclid=abc"),
    );
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(new RegExp(`^${ATTRIBUTION_COOKIE}=[A-Za-z0-9_-]+;`));
    expect(cookie).toMatch(/Max-Age=7776000/);
    expect(cookie).toMatch(/SameSite=lax/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    // A CDN must not keep this response (the page is otherwise cached for a year) and replay the cookie.
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it.each(["/api/health?utm_source=google", "/icon.svg?gclid=1", "/_next/static/a.js?utm_source=a"])(
    "never sets the cookie on %s, which it sees only for an action call",
    async (url) => {
      const { NextRequest } = await import("next/server");
      const response = proxyModule.proxy(
        new NextRequest(`https://bluebonnet.test${url}`, {
          headers: { "next-action": "7f00", referer: "https://www.google.com/" },
        }),
      );
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.status).toBe(200);
      expect(response.headers.get("location")).toBeNull();
    },
  );

  it("leaves the cache headers alone when it sets no cookie", async () => {
    const { NextRequest } = await import("next/server");
    const response = proxyModule.proxy(
      new NextRequest("https://bluebonnet.test/contact", { headers: { referer: "https://www.google.com/" } }),
    );
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const again = proxyModule.proxy(
      new NextRequest("https://bluebonnet.test/results", {
        headers: { referer: "https://www.google.com/", cookie },
      }),
    );
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(again.headers.get("cache-control")).toBeNull();
  });

  it.each(["/blog/%", "/blog/%zz", "/services/a%2", "/blog/%c0%ae/card.png"])(
    "sends the broken escape %s to the 404 page instead of the dynamic route",
    async (path) => {
      const { NextRequest } = await import("next/server");
      const response = proxyModule.proxy(new NextRequest(`https://bluebonnet.test${path}`));
      expect(new URL(response.headers.get("x-middleware-rewrite") ?? "").pathname).toBe("/_undecodable-path");
    },
  );

  it("lets a good escape through to its page", async () => {
    const { NextRequest } = await import("next/server");
    const response = proxyModule.proxy(new NextRequest("https://bluebonnet.test/blog/caf%C3%A9"));
    expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});

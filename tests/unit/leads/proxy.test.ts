import { AsyncLocalStorage } from "node:async_hooks";

import { beforeAll, describe, expect, it } from "vitest";

import { ATTRIBUTION_COOKIE, TRACKED_PARAMS } from "@/lib/leads/attribution";
import type * as ProxyModule from "@/proxy";

// next/server expects the global Next.js provides in its own runtime.
(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;

type Matches = (input: {
  url: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}) => boolean;
let matches: Matches;
let proxyModule: typeof ProxyModule;

beforeAll(async () => {
  const testing = await import("next/experimental/testing/server");
  proxyModule = await import("@/proxy");
  matches = (input) => testing.unstable_doesMiddlewareMatch({ config: proxyModule.config, ...input });
});

describe("proxy matcher", () => {
  it("has one entry per tracked parameter plus the referrer entry, naming the attribution cookie", () => {
    const entries = proxyModule.config.matcher;
    const [trailingSlash, ...landing] = entries;
    expect(trailingSlash).toEqual({ source: "/(.+)/" });
    expect(landing.slice(0, -1).map((entry) => entry.has?.[0]?.key)).toEqual([...TRACKED_PARAMS]);
    expect(landing.at(-1)?.missing?.at(-1)).toEqual({ type: "cookie", key: ATTRIBUTION_COOKIE });
  });

  it.each([
    ["/?utm_source=google", {}, {}],
    ["/roofing-google-ads?gclid=abc", {}, {}],
    ["/blog/a-post?fbclid=1", {}, {}],
    ["/contact", { referer: "https://www.google.com/" }, {}],
    ["/contact/", {}, {}],
    ["/blog/a-post/?utm_source=a", {}, {}],
    ["/api/leads/", {}, {}],
  ])("runs on the landing request or trailing slash %s", (url, headers, cookies) => {
    expect(matches({ url, headers, cookies })).toBe(true);
  });

  it.each([
    ["/", {}, {}],
    ["/contact", {}, {}],
    ["/contact", { referer: "https://www.google.com/" }, { [ATTRIBUTION_COOKIE]: "x" }],
    ["/_next/static/chunk.js?utm_source=a", {}, {}],
    ["/logo.png?utm_source=a", {}, {}],
    ["/bluebonnet-2025-marketing-guide.pdf?utm_source=a", {}, {}],
    ["/api/leads?utm_source=a", {}, {}],
    ["/contact?utm_source=a", { "next-action": "7f00" }, {}],
    ["/contact?utm_source=a", { "content-type": "multipart/form-data; boundary=x" }, {}],
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

  it.each([
    ["https://bluebonnet.test/contact/", "https://bluebonnet.test/contact"],
    [
      "https://bluebonnet.test/blog/a-post//?utm_source=a",
      "https://bluebonnet.test/blog/a-post?utm_source=a",
    ],
    ["https://bluebonnet.test//evil.example/", "https://bluebonnet.test//evil.example"],
  ])("redirects %s to %s (308, same host)", async (from, to) => {
    const { NextRequest } = await import("next/server");
    const response = proxyModule.proxy(new NextRequest(from));
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe(to);
  });
});

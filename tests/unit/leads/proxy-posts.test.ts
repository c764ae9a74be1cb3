/** The proxy on form posts (cross-site, content types, lengths) and the per-request script nonce. */
import { beforeAll, describe, expect, it, vi } from "vitest";

import { loadProxy, type LoadedProxy } from "../../support/proxy";

let { proxyModule } = {} as LoadedProxy;
beforeAll(async () => {
  ({ proxyModule } = await loadProxy());
});

describe("proxy on form posts and per-request pages", () => {
  const formPost = async (headers: Record<string, string>, path = "/contact") => {
    const { NextRequest } = await import("next/server");
    // A browser always declares the length; "" here stands for a post without it.
    const all = new Headers({ "content-length": "1", ...headers });
    if (all.get("content-length") === "") all.delete("content-length");
    return proxyModule.proxy(
      new NextRequest(`https://bluebonnet.test${path}`, { method: "POST", headers: all, body: "x" }),
    );
  };
  const multipart = "multipart/form-data; boundary=----WebKitFormBoundaryABC";

  it.each([
    [
      "another site's origin",
      { origin: "https://evil.example", "content-type": multipart },
      403,
      "Cross-site requests are not accepted.",
    ],
    [
      "the opaque origin",
      { origin: "null", "content-type": multipart },
      403,
      "Cross-site requests are not accepted.",
    ],
    [
      "a body over 64 KB",
      { "content-type": multipart, "content-length": String(64 * 1024 + 1) },
      413,
      "The request body is too large.",
    ],
    [
      "an action call that is not a form",
      { "next-action": "7f00", "content-type": "text/plain;charset=UTF-8" },
      400,
      "Invalid form data. Please check your inputs.",
    ],
    [
      "a form without its boundary",
      { "next-action": "7f00", "content-type": "multipart/form-data" },
      400,
      "Invalid form data. Please check your inputs.",
    ],
    [
      "a form without its boundary and without JavaScript",
      { "content-type": "multipart/form-data" },
      400,
      "Invalid form data. Please check your inputs.",
    ],
    [
      "no Content-Length (a chunked body, which could be any size)",
      { "next-action": "7f00", "content-type": multipart, "content-length": "" },
      411,
      "Send the form with its Content-Length.",
    ],
    [
      "a Content-Length that is no length",
      { "next-action": "7f00", "content-type": multipart, "content-length": "12abc" },
      400,
      "Invalid form data. Please check your inputs.",
    ],
    [
      "an action call without a Content-Type",
      { "next-action": "7f00" },
      400,
      "Invalid form data. Please check your inputs.",
    ],
    [
      "another site behind a proxy chain",
      {
        origin: "https://internal.lan",
        "x-forwarded-host": "bluebonnet.test, internal.lan",
        "content-type": multipart,
      },
      403,
      "Cross-site requests are not accepted.",
    ],
  ])(
    "answers a form post with %s with its status and a message",
    async (_label, headers, status, message) => {
      const response = await formPost(headers);
      expect(response.status).toBe(status);
      expect(await response.text()).toBe(message);
      expect(response.headers.get("x-middleware-next")).toBeNull();
    },
  );

  it.each([
    [
      "the site's own origin",
      {
        origin: "https://bluebonnet.test",
        host: "bluebonnet.test",
        "content-type": multipart,
        "next-action": "7f00",
      },
    ],
    ["no origin (a script)", { "content-type": multipart, "content-length": String(64 * 1024) }],
    [
      "the proxy's forwarded host",
      { origin: "https://www.example.org", "x-forwarded-host": "www.example.org", "content-type": multipart },
    ],
    [
      "the first host of a proxy chain",
      {
        origin: "https://www.example.org",
        "x-forwarded-host": "WWW.example.org, internal.lan",
        "content-type": multipart,
      },
    ],
  ])("lets a form post from %s through, without a cookie", async (_label, headers) => {
    const response = await formPost({ ...headers, referer: "https://www.google.com/" });
    expect(response.headers.get("x-middleware-next")).toBe("1");
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it.each(["/contact.x", "/api/leads", "/_next/static/chunk.js", "/"])(
    "answers a cross-site action call to %s with 403, as on a page",
    async (path) => {
      const response = await formPost(
        { origin: "https://evil.example", "next-action": "7f00", "content-type": multipart },
        path,
      );
      expect(response.status).toBe(403);
      expect(await response.text()).toBe("Cross-site requests are not accepted.");
    },
  );

  it("gives /blog, rendered per request, a fresh script nonce in the request's and the response's policy", async () => {
    const { NextRequest } = await import("next/server");
    vi.stubEnv("NODE_ENV", "production");
    // No build to read: the policy holds the head script's hash and the nonce, whatever .next holds now.
    vi.stubEnv("NEXT_DIST_DIR", ".next-absent");
    const policies = ["?q=seo", ""].map((query) => {
      const response = proxyModule.proxy(new NextRequest(`https://bluebonnet.test/blog${query}`));
      const policy = response.headers.get("content-security-policy") ?? "";
      // Next reads the nonce from the request headers it is handed on.
      expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(policy);
      return policy;
    });
    vi.unstubAllEnvs();
    const nonces = policies.map(
      (policy) => /script-src 'self' 'sha256-[^']+' 'nonce-([A-Za-z0-9+/=]{20,})'(;|$)/.exec(policy)?.[1],
    );
    expect(nonces[0]).toBeDefined();
    expect(nonces[1]).toBeDefined();
    expect(nonces[0]).not.toBe(nonces[1]);
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

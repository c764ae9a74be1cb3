/**
 * No request a client can craft gets a 500: first each one an attacker found, then a bounded, seeded fuzz over
 * methods, paths, headers and bodies (loopback only, a few hundred requests).
 */
import fc from "fast-check";

import { rawRequest, type RawRequest, type RawResponse } from "./support/raw-request";
import { expect, test } from "./support/test";

const MULTIPART = "multipart/form-data; boundary=----fuzz";
const FORM = '------fuzz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n------fuzz--\r\n';
const OVER_LIMIT = "x".repeat(70_000);
const ACTION = "7f".padEnd(42, "0");

test.describe("crafted requests that Next answered with a 500", () => {
  const cases: [string, RawRequest, number, string?][] = [
    [
      // Cut off by the server entry's cap as it streams, before Next buffers it for proxy.ts.
      "a chunked action post over 64 KB without Content-Length",
      {
        method: "POST",
        path: "/contact",
        headers: { "next-action": ACTION, "content-type": MULTIPART },
        body: OVER_LIMIT,
        chunked: true,
      },
      413,
      "The request body is too large.",
    ],
    [
      "a small chunked action post",
      {
        method: "POST",
        path: "/contact",
        headers: { "next-action": ACTION, "content-type": MULTIPART },
        body: FORM,
        chunked: true,
      },
      411,
      "Send the form with its Content-Length.",
    ],
    [
      "an action post without Content-Type",
      { method: "POST", path: "/contact", headers: { "next-action": ACTION }, body: '["$@1"]' },
      400,
      "Invalid form data. Please check your inputs.",
    ],
    ...(["/contact.x", "/api/leads", "/api/health", "/_next/static/chunks/x.js", "/"] as const).map(
      (path): [string, RawRequest, number, string?] => [
        `an action post with a foreign Origin to ${path}`,
        {
          method: "POST",
          path,
          headers: { "next-action": ACTION, origin: "https://evil.example", "content-type": MULTIPART },
          body: FORM,
        },
        path.includes(".") ? 405 : 403,
      ],
    ),
    ...(["PUT", "DELETE", "OPTIONS", "POST", "PATCH"] as const).flatMap((method) =>
      [
        "/roofing-lead-generation-guide.pdf",
        "/bluebonnet-2025-marketing-guide.pdf",
        "/icon.svg",
        "/sitemap.xml",
      ].map((path): [string, RawRequest, number, string?] => [
        `${method} on the static file ${path}`,
        { method, path, body: method === "POST" ? FORM : undefined, headers: { "content-type": MULTIPART } },
        405,
        "Method Not Allowed",
      ]),
    ),
    ["TRACE on /api/leads", { method: "TRACE", path: "/api/leads" }, 501, "Not Implemented"],
    ["PROPFIND on a page", { method: "PROPFIND", path: "/contact" }, 501, "Not Implemented"],
  ];

  for (const [label, request, status, message] of cases) {
    test(`${label}: ${status}, with the security headers`, async () => {
      const response = await rawRequest(request);
      expect(response.status).toBe(status);
      if (message) expect(response.body).toBe(message);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["content-security-policy"]).toContain("default-src 'self'");
      if (status === 405) expect(response.headers["allow"]).toBe("GET, HEAD");
    });
  }

  test("a static file under /_next/static answers PUT with 405 too", async ({ request }) => {
    const home = await (await request.get("/")).text();
    const chunk = /\/_next\/static\/[^"' ]+\.js/.exec(home)?.[0];
    expect(chunk).toBeDefined();
    for (const method of ["PUT", "DELETE", "POST", "OPTIONS"]) {
      expect((await rawRequest({ method, path: chunk! })).status).toBe(405);
    }
    expect((await rawRequest({ method: "GET", path: chunk! })).status).toBe(200);
  });
});

const methods = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "SEARCH"];
const paths = [
  "/",
  "/contact",
  "/contact/",
  "/contact.x",
  "/blog",
  "/blog?q=%3Cscript%3E",
  "/blog/%",
  "/blog/google-ads-roi-guide",
  "/blog/google-ads-roi-guide/card.png",
  "/services/google-ads",
  "/roofing-google-ads/schedule",
  "/api/leads",
  "/api/health",
  "/api/nothing",
  "/_next/static/chunks/nothing.js",
  "/_next/image?url=%2Ficon.svg&w=64&q=75",
  "/_next/data/x/y.json",
  "/icon.svg",
  "/opengraph-image",
  "/roofing-lead-generation-guide.pdf",
  "/sitemap.xml",
  "/robots.txt",
  "/no-such-page",
  "//evil.example",
  "/%2e%2e/%2e%2e/etc/passwd",
  "/%c0%ae",
  "/a%00b",
];
const headerValues: Record<string, string[]> = {
  "next-action": [ACTION, "7f00", "", "../../x", "x".repeat(300)],
  origin: ["https://evil.example", "null", "http://localhost", "http://127.0.0.1", "%%%"],
  "content-type": [
    MULTIPART,
    "multipart/form-data",
    "application/json",
    "text/plain;charset=UTF-8",
    "application/x-www-form-urlencoded",
    "text/x-component",
  ],
  "x-forwarded-for": ["1.2.3.4, 6.6.6.6", "not an ip", ""],
  "x-forwarded-host": ["evil.example", "localhost, evil.example"],
  rsc: ["1"],
  "next-router-state-tree": ["%5B%22%22%5D", "garbage", "[]"],
  "next-router-prefetch": ["1"],
  accept: ["text/x-component", "application/json", "*/*"],
  cookie: ["lead_attribution=%%%; x=1", "lead_attribution=eyJ2IjoxfQ"],
  referer: ["https://evil.example/", "javascript:alert(1)"],
  // Malformed lengths (a larger one without its body would only keep the connection waiting).
  "content-length": ["abc", "-1", "1.5"],
};
const bodies = [
  undefined,
  "",
  FORM,
  '{"form":"quickContact","fields":{"name":"A","email":"a@b.co","message":"hi"}}',
  '["$@1",{"a":1}]',
  "\u0000\uffff\ud800",
  OVER_LIMIT,
];

const craftedRequest = fc.record({
  method: fc.constantFrom(...methods),
  path: fc.constantFrom(...paths),
  headers: fc.dictionary(fc.constantFrom(...Object.keys(headerValues)), fc.nat(9), { maxKeys: 5 }),
  body: fc.constantFrom(...bodies),
  chunked: fc.boolean(),
});

test("a seeded fuzz of 300 crafted requests gets no 500 and always the security headers", async () => {
  test.setTimeout(90_000);
  const failures: string[] = [];
  await fc.assert(
    fc.asyncProperty(craftedRequest, async ({ method, path, headers, body, chunked }) => {
      const chosen = Object.fromEntries(
        Object.entries(headers).map(([name, pick]) => {
          const values = headerValues[name]!;
          return [name, values[pick % values.length]!];
        }),
      );
      // A GET or HEAD with a body, or a forged Content-Length with a real one, is refused by Node's parser itself.
      const sendsBody = body !== undefined && !["GET", "HEAD"].includes(method);
      if (sendsBody && chosen["content-length"]) delete chosen["content-length"];
      const response = await rawRequest({
        method,
        path,
        headers: chosen,
        body: sendsBody ? body : undefined,
        chunked: sendsBody && chunked,
      }).catch((error: Error): RawResponse => ({
        status: -1,
        headers: {},
        body: error.message,
        bytes: Buffer.alloc(0),
      }));
      // 501 is the answer to a method the site does not implement; every other 5xx is a failure.
      if (
        (response.status >= 500 && response.status !== 501) ||
        response.status === -1 ||
        response.headers["x-content-type-options"] !== "nosniff"
      ) {
        failures.push(
          `${response.status} ${method} ${path} ${JSON.stringify(chosen)} body=${body?.slice(0, 20)} chunked=${chunked}`,
        );
      }
      return true;
    }),
    { numRuns: 300, seed: 20261125, endOnFailure: false },
  );
  expect(failures).toEqual([]);
});

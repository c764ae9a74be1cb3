import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { buildSecurityHeaders } from "@/lib/security-headers";

import { E2E_WEBHOOK_SECRET, E2E_WEBHOOK_URL } from "../../playwright.config";
import { expect, test } from "./support/test";

// What lib/security-headers.ts builds (its unit test checks every feature is denied): here, that it is served.
const permissionsPolicy = buildSecurityHeaders().find((header) => header.key === "Permissions-Policy")?.value;

test.describe("security headers", () => {
  for (const route of [
    "/",
    "/contact",
    "/blog/google-ads-roi-guide",
    "/no-such-page",
    "/icon.svg",
    "/sitemap.xml",
    // Redirects too (proxy.ts makes them, as Next's own carried none of these headers).
    "/contact/",
    "/api/leads/",
  ]) {
    test(`${route} carries them`, async ({ request }) => {
      const response = await request.get(route, { maxRedirects: 0 });
      if (route.endsWith("/") && route !== "/") {
        expect(response.status()).toBe(308);
        expect(response.headers()["location"]).toBe(route.slice(0, -1));
      }
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "frame-src 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      // Only the page's own inline scripts: by hash (prerendered pages), with a nonce (a page answered per request,
      // such as the 404), or none (files, redirects).
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')*( 'nonce-[A-Za-z0-9+/]+=*')?(;|$)/);
      expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains; preload");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toBe(permissionsPolicy);
      expect(headers["x-powered-by"]).toBeUndefined();
    });
  }

  test("the browser accepts every Permissions-Policy feature (an unknown name is a console warning)", async ({
    page,
  }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(messages.filter((text) => /permissions.policy|unrecognized feature/i.test(text))).toEqual([]);
  });

  test("the page is left no permission-gated feature but fullscreen (client hints and aria-notify aside)", async ({
    page,
  }) => {
    await page.goto("/contact");
    const allowed = await page.evaluate(() =>
      (
        document as Document & { featurePolicy: { allowedFeatures(): string[] } }
      ).featurePolicy.allowedFeatures(),
    );
    const notDenied = allowed.filter(
      (feature) => !feature.startsWith("ch-") && !["aria-notify", "cross-origin-isolated"].includes(feature),
    );
    expect(notDenied).toEqual(["fullscreen"]);
  });
});

test.describe("form posts Next would answer with a 500", () => {
  const multipart = "multipart/form-data; boundary=----formboundary";
  const form =
    '------formboundary\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n------formboundary--\r\n';

  for (const [label, headers, body, status, message] of [
    [
      "from another site",
      { origin: "https://evil.example", "content-type": multipart },
      form,
      403,
      "Cross-site requests are not accepted.",
    ],
    [
      "from the opaque origin",
      { origin: "null", "content-type": multipart },
      form,
      403,
      "Cross-site requests are not accepted.",
    ],
    ["over 64 KB", { "content-type": multipart }, "x".repeat(70_000), 413, "The request body is too large."],
    [
      "calling an action with something else than a form",
      { "next-action": "7f00", "content-type": "text/plain;charset=UTF-8" },
      '["$@1"]',
      400,
      "Invalid form data. Please check your inputs.",
    ],
  ] as const) {
    test(`${label}: ${status} with a message and the security headers`, async ({ request }) => {
      const response = await request.post("/contact", { headers, data: body, maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect(await response.text()).toBe(message);
      expect(response.headers()["content-security-policy"]).toContain("default-src 'self'");
    });
  }
});

test("a landing that sets the attribution cookie is not cacheable by a shared cache; the page otherwise is", async ({
  request,
}) => {
  const landing = await request.get("/results?utm_source=google&gclid=abc", { maxRedirects: 0 });
  expect(landing.headers()["set-cookie"]).toMatch(/^lead_attribution=/);
  expect(landing.headers()["cache-control"]).toBe("private, no-store");
  const plain = await request.get("/results", { maxRedirects: 0 });
  expect(plain.headers()["set-cookie"]).toBeUndefined();
  expect(plain.headers()["cache-control"]).toMatch(/s-maxage=/);
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

function expectNoWebhookSettings(files: string[]) {
  const marker = new URL(E2E_WEBHOOK_URL).pathname;
  for (const file of files) {
    const text = readFileSync(file, "latin1");
    expect(text.includes(marker), `${file} contains the webhook URL`).toBe(false);
    expect(text.includes(E2E_WEBHOOK_SECRET), `${file} contains the webhook secret`).toBe(false);
  }
}

test("neither the webhook URL nor its secret reaches the browser bundle", () => {
  const files = filesUnder(path.join(__dirname, "../../.next/static"));
  expect(files.length).toBeGreaterThan(10);
  expectNoWebhookSettings(files);
});

test("nor any prerendered page, RSC payload or image that the server sends as it is", () => {
  const served = filesUnder(path.join(__dirname, "../../.next/server/app")).filter((file) =>
    /\.(html|rsc|body|meta)$/.test(file),
  );
  expect(served.filter((file) => file.endsWith(".html")).length).toBeGreaterThan(20);
  expectNoWebhookSettings(served);
});

import { describe, expect, it } from "vitest";

import { buildContentSecurityPolicy, buildSecurityHeaders } from "@/lib/security-headers";

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values];
    }),
  );
}

describe("Content-Security-Policy", () => {
  it("with no embed configured, names no other host and allows no frame", () => {
    const csp = directives(buildContentSecurityPolicy({} as NodeJS.ProcessEnv));
    // No 'unsafe-inline' and no 'unsafe-eval': inline scripts run only by hash or nonce.
    expect(csp["script-src"]).toEqual(["'self'"]);
    expect(csp["connect-src"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  });

  it("names the booking host in frame-src only, and the form-embed host in script-src and connect-src only", () => {
    const csp = directives(
      buildContentSecurityPolicy({
        NEXT_PUBLIC_BOOKING_WIDGET_URL: "https://book.example-calendar.com/widget/booking/abc?x=1",
        NEXT_PUBLIC_FORM_EMBED_SCRIPT_URL: "https://forms.example-crm.com/js/form_embed.js",
      } as unknown as NodeJS.ProcessEnv),
    );
    expect(csp["frame-src"]).toEqual(["https://book.example-calendar.com"]);
    expect(csp["script-src"]).toEqual(["'self'", "https://forms.example-crm.com"]);
    expect(csp["connect-src"]).toEqual(["'self'", "https://forms.example-crm.com"]);
    const everyValue = Object.values(csp).flat();
    expect(everyValue.filter((value) => value.includes("example-calendar"))).toHaveLength(1);
    expect(everyValue.some((value) => value.includes("*"))).toBe(false);
  });

  it("names a page's inline scripts by their hashes, or a per-request page's by its nonce", () => {
    const env = {} as NodeJS.ProcessEnv;
    expect(
      directives(buildContentSecurityPolicy(env, { hashes: ["sha256-AAA=", "sha256-BBB="] }))["script-src"],
    ).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(directives(buildContentSecurityPolicy(env, { nonce: "bm9uY2U=" }))["script-src"]).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
    ]);
  });

  it("ignores a configured value that is not a URL", () => {
    const csp = directives(
      buildContentSecurityPolicy({
        NEXT_PUBLIC_BOOKING_WIDGET_URL: "not a url",
      } as unknown as NodeJS.ProcessEnv),
    );
    expect(csp["frame-src"]).toEqual(["'none'"]);
  });
});

describe("fixed security headers", () => {
  it("pins HSTS, nosniff, DENY framing and the referrer policy, and sets no opener policy", () => {
    const headers = Object.fromEntries(buildSecurityHeaders().map(({ key, value }) => [key, value]));
    expect(headers).toMatchObject({
      "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
      "X-Content-Type-Options": "nosniff",
      "X-Frame-Options": "DENY",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    // A landing would pay a browsing context group switch, a fresh renderer, for isolation this site does not need.
    expect(headers).not.toHaveProperty("Cross-Origin-Opener-Policy");
  });
});

describe("Permissions-Policy", () => {
  const value = buildSecurityHeaders().find((h) => h.key === "Permissions-Policy")?.value ?? "";
  const entries = value.split(", ");

  it("denies every feature it lists, except fullscreen for the site itself", () => {
    for (const entry of entries) {
      if (entry.startsWith("fullscreen=")) expect(entry).toBe("fullscreen=(self)");
      else expect(entry).toMatch(/^[a-z-]+=\(\)$/);
    }
  });

  it("lists the powerful features a marketing site never needs", () => {
    for (const feature of [
      "camera",
      "microphone",
      "geolocation",
      "payment",
      "usb",
      "serial",
      "hid",
      "clipboard-read",
      "display-capture",
      "browsing-topics",
    ]) {
      expect(entries).toContain(`${feature}=()`);
    }
  });
});

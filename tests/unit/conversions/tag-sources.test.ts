/** The browser tags by configuration, and their origins in the Content-Security-Policy (still no 'unsafe-inline'). */
import { describe, expect, it } from "vitest";

import { tagConfig } from "@/lib/conversions/tag-config";
import { tagCspSources } from "@/lib/conversions/tag-sources";
import { buildContentSecurityPolicy } from "@/lib/security-headers";

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split("; ").map((directive) => {
      const [name = "", ...values] = directive.split(" ");
      return [name, values];
    }),
  );
}

describe("browser tags by configuration", () => {
  it("loads nothing and adds no origin when no tag is set", () => {
    expect(tagConfig({})).toEqual({ consentMode: "opt-out" });
    expect(tagCspSources({})).toEqual({
      "script-src": [],
      "connect-src": [],
      "img-src": [],
      "frame-src": [],
    });
    expect(buildContentSecurityPolicy({} as NodeJS.ProcessEnv)).not.toMatch(/google|facebook/);
  });

  it("loads GTM alone when a container is set, from the configured base", () => {
    expect(
      tagConfig({
        GTM_CONTAINER_ID: "GTM-ABC1234",
        GA4_MEASUREMENT_ID: "G-XYZ12345",
        META_PIXEL_ID: "123456",
      }),
    ).toEqual({
      gtm: { id: "GTM-ABC1234", src: "https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234" },
      consentMode: "opt-out",
    });
    expect(
      tagConfig({ GTM_CONTAINER_ID: "GTM-ABC1234", GTM_SCRIPT_URL: "http://127.0.0.1:4946/" }).gtm?.src,
    ).toBe("http://127.0.0.1:4946/gtm.js?id=GTM-ABC1234");
    expect(tagConfig({ GTM_CONTAINER_ID: "not-a-container" })).toEqual({ consentMode: "opt-out" });
  });

  it("loads gtag.js and the Meta pixel directly without GTM", () => {
    expect(tagConfig({ GA4_MEASUREMENT_ID: "G-XYZ12345", META_PIXEL_ID: "123456" })).toEqual({
      ga4: { id: "G-XYZ12345", src: "https://www.googletagmanager.com/gtag/js?id=G-XYZ12345" },
      meta: { id: "123456", src: "https://connect.facebook.net/en_US/fbevents.js" },
      consentMode: "opt-out",
    });
    expect(tagConfig({ ADS_CONSENT_MODE: "opt-in" }).consentMode).toBe("opt-in");
  });

  it("adds the tags' origins to the policy, replaces frame-src 'none', and never allows inline script", () => {
    const env = {
      GTM_CONTAINER_ID: "GTM-ABC1234",
      GTM_SCRIPT_URL: "http://127.0.0.1:4946",
    } as unknown as NodeJS.ProcessEnv;
    const csp = directives(buildContentSecurityPolicy(env, { hashes: ["sha256-AAA="] }));
    expect(csp["script-src"]).toEqual([
      "'self'",
      "'sha256-AAA='",
      "https://*.googletagmanager.com",
      "http://127.0.0.1:4946",
      "https://connect.facebook.net",
    ]);
    expect(csp["connect-src"]).toContain("https://*.google-analytics.com");
    expect(csp["img-src"]).toContain("https://www.facebook.com");
    expect(csp["frame-src"]).toEqual(["https://td.doubleclick.net", "https://www.googletagmanager.com"]);
    expect(csp["script-src"]).not.toContain("'unsafe-inline'");
  });

  it("names only Meta's hosts for the pixel alone", () => {
    const csp = directives(
      buildContentSecurityPolicy({ META_PIXEL_ID: "123456" } as unknown as NodeJS.ProcessEnv),
    );
    expect(csp["script-src"]).toEqual(["'self'", "https://connect.facebook.net"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
  });
});

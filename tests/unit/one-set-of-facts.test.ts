import { afterEach, describe, expect, it, vi } from "vitest";

import { formatPrice } from "@/content/offers";
import { serviceDetails, services } from "@/content/services";
import { ENV_DEFAULTS, envSchema } from "@/lib/env";
import { PLACEHOLDER_PHONE, usPhone } from "@/lib/phone-number";
import { agencyPhoneWarning, PLACEHOLDER_PHONE_WARNING } from "@/lib/server/start-warnings";

afterEach(() => vi.unstubAllEnvs());

describe("one price per service", () => {
  it.each(services.map((service) => [service.slug, service] as const))(
    "%s: the catalogue and its own page state the same price",
    (slug, service) => {
      const page = serviceDetails[slug].offer.price;
      if (page) expect(formatPrice(page)).toBe(formatPrice(service.price));
    },
  );

  it.each(services.map((service) => [service.slug] as const))(
    "%s: the page's description names no other price than the listed one",
    (slug) => {
      const service = services.find((entry) => entry.slug === slug)!;
      const listed = formatPrice(service.price).match(/\$[\d,]+/g) ?? [];
      const named = serviceDetails[slug].metaDescription.match(/\$[\d,]+\/month/g) ?? [];
      for (const price of named) expect(listed).toContain(price.replace("/month", ""));
    },
  );
});

describe("the agency's phone number", () => {
  it("is configured once: NEXT_PUBLIC_AGENCY_PHONE, by default the placeholder", () => {
    expect(ENV_DEFAULTS.NEXT_PUBLIC_AGENCY_PHONE).toBe(PLACEHOLDER_PHONE);
    expect(envSchema.parse({}).NEXT_PUBLIC_AGENCY_PHONE).toBe(PLACEHOLDER_PHONE);
    expect(envSchema.parse({ NEXT_PUBLIC_AGENCY_PHONE: "214-555-0100" }).NEXT_PUBLIC_AGENCY_PHONE).toBe(
      "214-555-0100",
    );
  });

  it("refuses a value that is not a US number, naming the variable's rule", () => {
    const result = envSchema.safeParse({ NEXT_PUBLIC_AGENCY_PHONE: "call us" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["NEXT_PUBLIC_AGENCY_PHONE"],
      message: expect.stringMatching(/10-digit US phone number/),
    });
  });

  it("is shown one way and dialled one way", () => {
    expect(usPhone("+1 214.555.0100")).toEqual({
      display: "(214) 555-0100",
      tel: "+12145550100",
      href: "tel:+12145550100",
    });
    expect(usPhone("555-0100")).toBeUndefined();
  });

  it("every call link and the header use the configured number", async () => {
    vi.stubEnv("NEXT_PUBLIC_AGENCY_PHONE", "(214) 555-0100");
    vi.resetModules();
    const { siteConfig } = await import("@/content/site");
    expect(siteConfig.phone.href).toBe("tel:+12145550100");
    expect(siteConfig.phone.display).toBe("(214) 555-0100");
  });

  it("warns a production server still showing the placeholder, and only that", () => {
    const placeholder = usPhone(PLACEHOLDER_PHONE)!.tel;
    expect(agencyPhoneWarning(placeholder, "production")).toBe(PLACEHOLDER_PHONE_WARNING);
    expect(PLACEHOLDER_PHONE_WARNING).toMatch(/^WARNING: .*NEXT_PUBLIC_AGENCY_PHONE/);
    expect(agencyPhoneWarning("+12145550100", "production")).toBeUndefined();
    expect(agencyPhoneWarning(placeholder, "development")).toBeUndefined();
  });
});

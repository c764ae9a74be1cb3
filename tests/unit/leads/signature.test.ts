import { createHmac } from "node:crypto";

import { describe, expect, it } from "vitest";

import { parseSignatureHeader, signWebhookBody, verifyWebhookSignature } from "@/lib/leads/signature";

const body = JSON.stringify({ email: "a@b.co", tag: "website" });
const secret = "whsec_test";
const t = 1_740_000_000;

describe("webhook signature", () => {
  it("is t=<unix seconds>,v1=<hex HMAC-SHA256 of 't.body'>", () => {
    const expected = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
    expect(signWebhookBody(body, secret, t)).toBe(`t=${t},v1=${expected}`);
  });

  it("verifies within the tolerance and rejects tampering, other secrets and stale timestamps", () => {
    const header = signWebhookBody(body, secret, t);
    expect(verifyWebhookSignature(header, body, secret, { nowSeconds: t + 10 })).toBe(true);
    expect(verifyWebhookSignature(header, `${body} `, secret, { nowSeconds: t })).toBe(false);
    expect(verifyWebhookSignature(header, body, "other", { nowSeconds: t })).toBe(false);
    expect(verifyWebhookSignature(header, body, secret, { nowSeconds: t + 301 })).toBe(false);
    // A timestamp from the future beyond the tolerance is refused too.
    expect(verifyWebhookSignature(header, body, secret, { nowSeconds: t - 300 })).toBe(true);
    expect(verifyWebhookSignature(header, body, secret, { nowSeconds: t - 301 })).toBe(false);
    expect(
      verifyWebhookSignature(header, body, secret, { nowSeconds: t + 3600, toleranceSeconds: 7200 }),
    ).toBe(true);
  });

  it.each([undefined, null, "", "t=1", "v1=abc", "t=abc,v1=" + "0".repeat(64), "garbage"])(
    "rejects the header %j",
    (header) => {
      expect(verifyWebhookSignature(header, body, secret, { nowSeconds: t })).toBe(false);
    },
  );

  it("accepts several v1 values (secret rotation) if one matches", () => {
    const good = signWebhookBody(body, secret, t).split("v1=")[1];
    const header = `t=${t},v1=${"0".repeat(64)},v1=${good}`;
    expect(parseSignatureHeader(header)?.signatures).toHaveLength(2);
    expect(verifyWebhookSignature(header, body, secret, { nowSeconds: t })).toBe(true);
  });
});

import { describe, expect, it } from "vitest";

import { clientIp, leadRequestInfo } from "@/lib/leads/request-info";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("client IP", () => {
  it("is the address the server entry put in X-Forwarded-For", () => {
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(headers({ "x-forwarded-for": " 203.0.113.7 " }))).toBe("203.0.113.7");
  });

  it("never reads X-Real-IP, which a client may send as it likes; unknown without an address", () => {
    expect(clientIp(headers({ "x-real-ip": "198.51.100.2" }))).toBe("unknown");
    expect(clientIp(headers({}))).toBe("unknown");
  });

  it("is the same address in the request info", () => {
    const info = leadRequestInfo(
      headers({ "x-forwarded-for": "203.0.113.7", "user-agent": "UA" }),
      () => undefined,
    );
    expect(info).toMatchObject({ ip: "203.0.113.7", userAgent: "UA" });
  });
});

import { describe, expect, it } from "vitest";

import { clientIp, leadRequestInfo } from "@/lib/leads/request-info";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("client IP", () => {
  it("is the right-most X-Forwarded-For entry (the one the proxy appended), not what the client sent", () => {
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 10.0.0.1, 203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(headers({ "x-forwarded-for": "1.2.3.4,203.0.113.7 , " }))).toBe("203.0.113.7");
    expect(clientIp(headers({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
  });

  it("falls back to X-Real-IP, then to unknown", () => {
    expect(clientIp(headers({ "x-real-ip": " 198.51.100.2 " }))).toBe("198.51.100.2");
    expect(clientIp(headers({}))).toBe("unknown");
  });

  it("is the same address in the request info", () => {
    const info = leadRequestInfo(
      headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7", "user-agent": "UA" }),
      () => undefined,
    );
    expect(info).toMatchObject({ ip: "203.0.113.7", userAgent: "UA" });
  });
});

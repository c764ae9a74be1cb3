import { describe, expect, it } from "vitest";

import { trustedClientAddress, trustedHopDescription } from "@/lib/server/client-address";

describe("trusted client address", () => {
  it("with no proxy in front, is the TCP peer whatever X-Forwarded-For the client wrote", () => {
    expect(trustedClientAddress("1.2.3.4, 6.6.6.6", "203.0.113.7", 0)).toBe("203.0.113.7");
    expect(trustedClientAddress(undefined, "::ffff:127.0.0.1", 0)).toBe("127.0.0.1");
    expect(trustedClientAddress("6.6.6.6", "2001:db8::1", 0)).toBe("2001:db8::1");
    expect(trustedClientAddress("6.6.6.6", undefined, 0)).toBe("unknown");
  });

  it("behind one proxy, is the entry it appended (the right-most)", () => {
    expect(trustedClientAddress("1.2.3.4, 6.6.6.6, 198.51.100.9", "10.0.0.2", 1)).toBe("198.51.100.9");
    expect(trustedClientAddress(["1.2.3.4", "198.51.100.9"], "10.0.0.2", 1)).toBe("198.51.100.9");
  });

  it("behind a CDN and a load balancer, is the entry the CDN appended (second from the right)", () => {
    // The client forged 6.6.6.6; the CDN appended the visitor, the load balancer the CDN's edge.
    expect(trustedClientAddress("6.6.6.6, 198.51.100.9, 192.0.2.50", "10.0.0.2", 2)).toBe("198.51.100.9");
    // Two visitors through the same edge stay two addresses.
    expect(trustedClientAddress("198.51.100.10, 192.0.2.50", "10.0.0.2", 2)).toBe("198.51.100.10");
  });

  it("with fewer entries than proxies, takes the left-most, then the peer", () => {
    expect(trustedClientAddress("198.51.100.9", "10.0.0.2", 2)).toBe("198.51.100.9");
    expect(trustedClientAddress(undefined, "10.0.0.2", 2)).toBe("10.0.0.2");
    expect(trustedClientAddress(" , ", undefined, 1)).toBe("unknown");
  });

  it("says at start which entry it trusts", () => {
    expect(trustedHopDescription(0)).toMatch(/TCP peer.*TRUSTED_PROXY_HOPS=0/);
    expect(trustedHopDescription(1)).toMatch(/right-most X-Forwarded-For entry.*TRUSTED_PROXY_HOPS=1/);
    expect(trustedHopDescription(2)).toMatch(/2nd from the right.*TRUSTED_PROXY_HOPS=2/);
  });
});

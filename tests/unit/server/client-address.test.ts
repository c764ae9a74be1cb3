import { describe, expect, it } from "vitest";

import { getServerEnv } from "@/lib/env";
import { trustedClientAddress, trustedHopDescription } from "@/lib/server/client-address";
import { proxyMatcher } from "@/lib/server/proxy-addresses";

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

  describe("only from a trusted proxy's address (TRUSTED_PROXY_ADDRESSES)", () => {
    const loopback = proxyMatcher(getServerEnv({}).TRUSTED_PROXY_ADDRESSES);

    it("by default the proxy on this host: a client reaching the port directly cannot forge its address", () => {
      // As `curl -H "X-Forwarded-For: 6.6.6.6" http://SERVER:3000/` from 203.0.113.7 with TRUSTED_PROXY_HOPS=1.
      expect(trustedClientAddress("6.6.6.6", "203.0.113.7", 1, loopback)).toBe("203.0.113.7");
      expect(trustedClientAddress("6.6.6.6, 5.5.5.5", "2001:db8::7", 2, loopback)).toBe("2001:db8::7");
      // Through nginx or Caddy on the same host.
      expect(trustedClientAddress("6.6.6.6, 198.51.100.9", "127.0.0.1", 1, loopback)).toBe("198.51.100.9");
      expect(trustedClientAddress("198.51.100.9", "::ffff:127.0.0.1", 1, loopback)).toBe("198.51.100.9");
      expect(trustedClientAddress("198.51.100.9", "::1", 1, loopback)).toBe("198.51.100.9");
    });

    it("takes addresses and CIDR ranges, or * for any peer", () => {
      const env = getServerEnv({ TRUSTED_PROXY_ADDRESSES: "10.0.0.0/8, 192.0.2.1, fd00::/8" });
      const proxies = proxyMatcher(env.TRUSTED_PROXY_ADDRESSES);
      expect(trustedClientAddress("198.51.100.9", "10.1.2.3", 1, proxies)).toBe("198.51.100.9");
      expect(trustedClientAddress("198.51.100.9", "192.0.2.1", 1, proxies)).toBe("198.51.100.9");
      expect(trustedClientAddress("198.51.100.9", "fd00::5", 1, proxies)).toBe("198.51.100.9");
      expect(trustedClientAddress("198.51.100.9", "11.0.0.1", 1, proxies)).toBe("11.0.0.1");
      const any = proxyMatcher(getServerEnv({ TRUSTED_PROXY_ADDRESSES: "*" }).TRUSTED_PROXY_ADDRESSES);
      expect(trustedClientAddress("198.51.100.9", "203.0.113.7", 1, any)).toBe("198.51.100.9");
    });

    it("refuses an entry that is neither, naming the variable", () => {
      expect(() => getServerEnv({ TRUSTED_PROXY_ADDRESSES: "10.0.0.0/99" })).toThrow(
        /TRUSTED_PROXY_ADDRESSES: must be IP addresses or CIDR ranges \(or \*\), separated by commas/,
      );
      expect(() => getServerEnv({ TRUSTED_PROXY_ADDRESSES: "nginx" })).toThrow(/TRUSTED_PROXY_ADDRESSES/);
    });

    it("says at start whose X-Forwarded-For it reads", () => {
      expect(trustedHopDescription(1, "127.0.0.1, ::1")).toMatch(/only from 127\.0\.0\.1, ::1/);
    });
  });
});

/** The path every check and Next read: dot segments resolved as a URL parser would, broken escapes refused. */
import { describe, expect, it } from "vitest";

import { checkedPathname, normalisedTarget } from "@/lib/server/request-target";

describe("normalisedTarget", () => {
  it.each([
    ["/api/../contact", "/contact"],
    ["/api/%2e%2e/contact", "/contact"],
    ["/api/%2E%2e/contact?x=1", "/contact?x=1"],
    ["/api/.%2e/contact", "/contact"],
    ["/api/./../contact", "/contact"],
    ["/api\\..\\contact", "/contact"],
    ["//evil.example/../contact", "//contact"],
  ])("resolves the dot segments of %s to %s", (target, expected) => {
    expect(normalisedTarget(target)).toBe(expected);
  });

  it.each(["/contact", "/blog/a..b", "/.well-known/security.txt", "/blog?q=../x", "/a%20b"])(
    "leaves %s as it came",
    (target) => {
      expect(normalisedTarget(target)).toBe(target);
    },
  );

  it.each(["/api/leads/%ff/stage", "/%E0%A4%A", "/%", "/blog/%zz", "/a%2"])(
    "refuses the broken escape in %s",
    (target) => {
      expect(normalisedTarget(target)).toBeUndefined();
    },
  );
});

describe("checkedPathname", () => {
  it("decodes the path and resolves what an escaped slash hid", () => {
    expect(checkedPathname("/api%2f..%2fcontact?x=1")).toBe("/contact");
    expect(checkedPathname("/blog/caf%C3%A9")).toBe("/blog/café");
  });
});

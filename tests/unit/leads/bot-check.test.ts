import { describe, expect, it } from "vitest";

import { detectBot, parseStartedAt } from "@/lib/leads/bot-check";

const now = 1_740_000_000_000;

describe("bot detection", () => {
  it("flags a filled honeypot", () => {
    expect(
      detectBot({ honeypot: "http://spam.example", startedAt: String(now - 60_000), now, minFillMs: 2500 }),
    ).toEqual({
      bot: true,
      reason: "honeypot",
    });
  });

  it.each(["x", " 1 "])("flags a honeypot holding the single character %j", (honeypot) => {
    expect(detectBot({ honeypot, startedAt: undefined, now, minFillMs: 2500 })).toEqual({
      bot: true,
      reason: "honeypot",
    });
  });

  it("flags forms sent faster than the minimum fill time", () => {
    expect(detectBot({ honeypot: "", startedAt: String(now - 800), now, minFillMs: 2500 })).toEqual({
      bot: true,
      reason: "too-fast",
    });
    expect(detectBot({ honeypot: "", startedAt: String(now - 2500), now, minFillMs: 2500 })).toEqual({
      bot: false,
    });
  });

  it.each([undefined, "", "soon", "12", "1e12", String(now + 5000)])(
    "trusts the visitor when the start time is %j (absent, unparsable or in the future)",
    (startedAt) => {
      expect(detectBot({ honeypot: undefined, startedAt, now, minFillMs: 2500 })).toEqual({ bot: false });
    },
  );

  it("measures the fill time on the browser's clock when it sends its submit time", () => {
    expect(
      detectBot({
        honeypot: "",
        startedAt: String(now - 60_000),
        submittedAt: String(now - 59_000),
        now,
        minFillMs: 2500,
      }),
    ).toEqual({ bot: true, reason: "too-fast" });
    // Ahead by 3 s, a 4 s fill: on the server's clock alone it looked like 1 s.
    expect(
      detectBot({
        honeypot: "",
        startedAt: String(now - 1_000),
        submittedAt: String(now + 3_000),
        now,
        minFillMs: 2500,
      }),
    ).toEqual({ bot: false });
    expect(detectBot({ honeypot: "", startedAt: String(now - 1_000), now, minFillMs: 2500 })).toEqual({
      bot: true,
      reason: "too-fast",
    });
  });

  it("parses millisecond timestamps only", () => {
    expect(parseStartedAt(` ${now} `)).toBe(now);
    expect(parseStartedAt("-1")).toBeUndefined();
    expect(parseStartedAt("1740000000000.5")).toBeUndefined();
  });
});

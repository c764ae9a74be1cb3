import { afterEach, describe, expect, it, vi } from "vitest";

import { isOriginFormTarget } from "@/lib/server/request-target";
import {
  NEXT_START_WARNING,
  SERVER_ENTRY_MARK,
  serverEntryWarning,
  SITE_URL_WARNING,
  warnWithoutSiteUrl,
} from "@/lib/server/start-warnings";

afterEach(() => vi.restoreAllMocks());

describe("start-up warnings", () => {
  it("names what `next start` leaves out, only for a production server without the entry's mark", () => {
    expect(serverEntryWarning({ NODE_ENV: "production" })).toBe(NEXT_START_WARNING);
    expect(NEXT_START_WARNING).toMatch(/compressed.*X-Forwarded-For.*Content-Security-Policy.*npm start/);
    expect(serverEntryWarning({ NODE_ENV: "production", [SERVER_ENTRY_MARK]: "1" })).toBeUndefined();
    expect(serverEntryWarning({ NODE_ENV: "development" })).toBeUndefined();
  });

  it("warns once per build when NEXT_PUBLIC_SITE_URL is unset or blank, never when it is set", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const env: NodeJS.ProcessEnv = { NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: " " };
    warnWithoutSiteUrl(env);
    warnWithoutSiteUrl(env);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toContain(SITE_URL_WARNING);
    warnWithoutSiteUrl({ NODE_ENV: "production", NEXT_PUBLIC_SITE_URL: "https://www.example.com" });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe("request targets", () => {
  it("accepts a path and refuses `*` and a full URL", () => {
    expect(isOriginFormTarget("/contact?x=1")).toBe(true);
    expect(isOriginFormTarget("*")).toBe(false);
    expect(isOriginFormTarget("http://evil.example/")).toBe(false);
    expect(isOriginFormTarget(undefined)).toBe(false);
  });
});

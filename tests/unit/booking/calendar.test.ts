import { describe, expect, it } from "vitest";

import { parseBusyIcs } from "@/lib/booking/busy-ics";
import { buildIcs, googleCalendarUrl, outlookCalendarUrl } from "@/lib/booking/invite";
import { signManageToken, verifyManageToken } from "@/lib/booking/manage-token";

const CHICAGO = "America/Chicago";
const WINDOW = { start: Date.parse("2026-11-26T00:00:00Z"), end: Date.parse("2026-12-10T00:00:00Z") };
const START = Date.parse("2026-12-01T15:00:00Z");

function ics(...events: string[][]): string {
  return [
    "BEGIN:VCALENDAR",
    ...events.flatMap((lines) => ["BEGIN:VEVENT", ...lines, "END:VEVENT"]),
    "END:VCALENDAR",
  ].join("\r\n");
}

describe("parseBusyIcs", () => {
  it("reads UTC, TZID and all-day events, skipping transparent and cancelled ones", () => {
    const feed = ics(
      ["DTSTART:20261201T150000Z", "DTEND:20261201T160000Z"],
      ["DTSTART;TZID=America/New_York:20261202T110000", "DTEND;TZID=America/New_York:20261202T113000"],
      ["DTSTART;VALUE=DATE:20261203", "DTEND;VALUE=DATE:20261204"],
      ["DTSTART:20261204T150000Z", "DTEND:20261204T160000Z", "TRANSP:TRANSPARENT"],
      ["DTSTART:20261207T150000Z", "DTEND:20261207T160000Z", "STATUS:CANCELLED"],
      ["DTSTART:20250101T150000Z", "DTEND:20250101T160000Z"],
    );
    expect(
      parseBusyIcs(feed, CHICAGO, WINDOW).map((interval) => new Date(interval.start).toISOString()),
    ).toEqual([
      "2026-12-01T15:00:00.000Z",
      "2026-12-02T16:00:00.000Z",
      "2026-12-03T06:00:00.000Z", // midnight Central
    ]);
  });

  it("unfolds long lines and expands weekly recurring events inside the window", () => {
    const feed = ics([
      "DTSTART;TZID=America/Chicago:20261102T090000",
      "DTEND;TZID=America/Chicago:20261102T100000",
      "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UN",
      " TIL=20261210T000000Z",
    ]);
    const starts = parseBusyIcs(feed, CHICAGO, WINDOW).map((interval) =>
      new Date(interval.start).toISOString(),
    );
    expect(starts).toEqual([
      "2026-11-30T15:00:00.000Z",
      "2026-12-02T15:00:00.000Z",
      "2026-12-07T15:00:00.000Z",
      "2026-12-09T15:00:00.000Z",
    ]);
  });
});

describe("buildIcs", () => {
  const base = { bookingId: "b-1234567890", start: START, end: START + 15 * 60_000, now: START - 86_400_000 };

  it("is a REQUEST with a stable UID, the 15 minutes, the agency as organizer and its phone", () => {
    const text = buildIcs({ ...base, sequence: 0, cancelled: false, manageUrl: "https://x.test/m?token=t" });
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain("METHOD:REQUEST\r\n");
    expect(unfolded).toMatch(/UID:b-1234567890@[^\r]+\r\n/);
    expect(unfolded).toContain("DTSTART:20261201T150000Z\r\nDTEND:20261201T151500Z\r\n");
    expect(unfolded).toContain("SEQUENCE:0\r\n");
    expect(unfolded).toContain("ORGANIZER;CN=Bluebonnet Digital:mailto:");
    expect(unfolded).toContain("(512) 555-0142");
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it("raises SEQUENCE on a change and is a CANCEL once cancelled, with the same UID", () => {
    const moved = buildIcs({ ...base, sequence: 1, cancelled: false });
    const cancelled = buildIcs({ ...base, sequence: 2, cancelled: true });
    expect(moved).toContain("SEQUENCE:1\r\n");
    expect(cancelled).toContain("METHOD:CANCEL\r\n");
    expect(cancelled).toContain("STATUS:CANCELLED\r\n");
    expect(cancelled).toContain("SEQUENCE:2\r\n");
    const uid = (text: string) => /UID:(.+)\r\n/.exec(text)?.[1];
    expect(uid(cancelled)).toBe(uid(moved));
  });

  it("links Google Calendar and Outlook to the same instant", () => {
    const google = new URL(googleCalendarUrl({ start: START, end: START + 900_000 }));
    expect(google.searchParams.get("dates")).toBe("20261201T150000Z/20261201T151500Z");
    const outlook = new URL(outlookCalendarUrl({ start: START, end: START + 900_000 }));
    expect(outlook.searchParams.get("startdt")).toBe("2026-12-01T15:00:00.000Z");
  });
});

describe("manage tokens", () => {
  const secret = "s".repeat(40);

  it("verify until the expiry, and not after", () => {
    const token = signManageToken(secret, "b-1234567890", 2, START);
    expect(verifyManageToken(secret, token, START - 1)).toEqual({
      ok: true,
      bookingId: "b-1234567890",
      version: 2,
      expiresAt: START,
    });
    expect(verifyManageToken(secret, token, START)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuse an altered id, version, expiry or signature, or another secret", () => {
    const token = signManageToken(secret, "b-1234567890", 0, START);
    const [id, version, expiry, signature] = token.split(".") as [string, string, string, string];
    const later = (START + 86_400_000).toString(36);
    for (const altered of [
      `b-1234567891.${version}.${expiry}.${signature}`,
      `${id}.1.${expiry}.${signature}`,
      `${id}.${version}.${later}.${signature}`,
      `${id}.${expiry}.${signature}`,
      `${id}.${version}.${expiry}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      "nonsense",
    ]) {
      expect(verifyManageToken(secret, altered, START - 1)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(verifyManageToken("t".repeat(40), token, START - 1)).toEqual({ ok: false, reason: "invalid" });
  });
});

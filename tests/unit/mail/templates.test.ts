import { describe, expect, it } from "vitest";

import { mailJobsForLead } from "@/lib/mail/jobs";
import { bookingVisitorEmail } from "@/lib/mail/templates/booking";
import { agencyNoticeEmail, agencyNoticeSubject } from "@/lib/mail/templates/lead-notice";
import { escapeHtml, oneLine, siteLink } from "@/lib/mail/text";
import { formatCallTime } from "@/lib/mail/time";

const NOW = Date.UTC(2026, 10, 25, 12, 0, 0);
const env = {
  LEAD_NOTIFY_EMAIL: ["team@bluebonnet.test"],
  NEXT_PUBLIC_SITE_URL: "https://bluebonnet.test/",
  BOOKING_TIME_ZONE: "America/Chicago",
};
const notice = {
  to: ["team@bluebonnet.test"],
  siteUrl: "https://bluebonnet.test",
  agencyTimeZone: "America/Chicago",
};

describe("email text helpers", () => {
  it("keeps header text on one line", () => {
    expect(oneLine("Eve\r\nBcc: x@example.com")).toBe("Eve Bcc: x@example.com");
    expect(oneLine("A\u2028B\u0000C\tD")).toBe("A BCD");
  });

  it("escapes HTML", () => {
    expect(escapeHtml(`<script>"x" & 'y'</script>`)).toBe(
      "&lt;script&gt;&quot;x&quot; &amp; &#39;y&#39;&lt;/script&gt;",
    );
  });

  it("makes site paths absolute on the public URL", () => {
    expect(siteLink("https://bluebonnet.test/", "/guide.pdf")).toBe("https://bluebonnet.test/guide.pdf");
    expect(siteLink("https://bluebonnet.test", "/a?b=c")).toBe("https://bluebonnet.test/a?b=c");
  });

  it("formats call times in the agency's zone and the visitor's", () => {
    expect(formatCallTime("2026-07-01T15:30:00Z", "America/Chicago")).toBe(
      "Wednesday, July 1, 2026 at 10:30 AM Central Daylight Time",
    );
    expect(formatCallTime("2026-12-01T17:00:00Z", "America/Los_Angeles")).toBe(
      "Tuesday, December 1, 2026 at 9:00 AM Pacific Standard Time",
    );
    expect(formatCallTime("2026-12-01T17:00:00Z", "Mars/Olympus")).toBeUndefined();
    expect(formatCallTime("next tuesday", "America/Chicago")).toBeUndefined();
  });
});

describe("mailJobsForLead", () => {
  const lead = (tag: string, payload: Record<string, unknown>) => ({
    id: "L1",
    tag,
    createdAt: NOW,
    payload,
  });

  it("queues the agency notice for every lead and the guide email for the guides only", () => {
    const kinds = (tag: string) =>
      mailJobsForLead(lead(tag, { email: "a@example.com" }), { now: NOW, env }).map((job) => job.kind);
    expect(kinds("website")).toEqual(["agency-notice"]);
    expect(kinds("roofing-scheduled-call")).toEqual(["agency-notice"]);
    expect(kinds("free-guide")).toEqual(["agency-notice", "guide"]);
    expect(kinds("roofing-lead-magnet")).toEqual(["agency-notice", "guide"]);
  });

  it("derives job ids from the lead and gives them the retry window", () => {
    const jobs = mailJobsForLead(lead("free-guide", { email: "a@example.com" }), { now: NOW, env });
    expect(jobs.map((job) => job.id)).toEqual(["L1.agency-notice", "L1.guide"]);
    expect(jobs[0]).toMatchObject({ leadId: "L1", createdAt: NOW, giveUpAt: NOW + 48 * 3_600_000 });
    expect(jobs[1]!.message.text).toContain("https://bluebonnet.test/bluebonnet-2025-marketing-guide.pdf");
  });

  it("queues no agency notice without LEAD_NOTIFY_EMAIL", () => {
    const jobs = mailJobsForLead(lead("free-guide", { email: "a@example.com" }), {
      now: NOW,
      env: { ...env, LEAD_NOTIFY_EMAIL: [] },
    });
    expect(jobs.map((job) => job.kind)).toEqual(["guide"]);
  });
});

describe("agency notice", () => {
  it("names the person, the business and the form, even with fields missing", () => {
    expect(
      agencyNoticeSubject(lead({ firstName: "Jane", lastName: "Doe", businessName: "Acme Roofing" })),
    ).toBe("New lead: Jane Doe, Acme Roofing (roofing-google-ads)");
    expect(agencyNoticeSubject(lead({}))).toBe("New lead: (no name) (roofing-google-ads)");
  });

  it("escapes every field in the HTML and sets Reply-To only to a valid address", () => {
    const message = agencyNoticeEmail(
      lead({ firstName: "<img src=x onerror=alert(1)>", email: "x@example.com\r\nBcc: y@example.com" }),
      notice,
    );
    expect(message.html).not.toContain("<img");
    expect(message.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(message.replyTo).toBeUndefined();
  });

  it("skips a booking time it cannot read instead of failing", () => {
    const message = agencyNoticeEmail(
      { ...lead({ appointmentDateTime: "soon", timezone: "Nowhere/Here" }), tag: "roofing-scheduled-call" },
      notice,
    );
    expect(message.subject).toBe("New booking: (no name) (roofing-scheduled-call)");
    expect(message.text).not.toContain("(Central Time)");
    expect(message.text).toContain("Appointment date time: soon");
  });

  it("states the call in the agency's zone from BOOKING_TIME_ZONE, and names that zone", () => {
    const call = { appointmentDateTime: "2026-12-01T17:00:00.000Z", timezone: "America/New_York" };
    const message = agencyNoticeEmail(
      { ...lead(call), tag: "roofing-scheduled-call" },
      { ...notice, agencyTimeZone: "America/Denver" },
    );
    expect(message.text).toContain(
      "Call time (Mountain Time): Tuesday, December 1, 2026 at 10:00 AM Mountain Standard Time",
    );
    expect(message.text).toContain(
      "Visitor's time: Tuesday, December 1, 2026 at 12:00 PM Eastern Standard Time",
    );
    expect(message.text).not.toContain("Central");
  });

  function lead(payload: Record<string, unknown>) {
    return { id: "L1", tag: "roofing-google-ads", createdAt: NOW, payload };
  }
});

describe("booking email", () => {
  const input = {
    to: "jane@example.com",
    firstName: "Jane",
    whenVisitor: "Tuesday, December 1, 2026 at 9:00 AM Pacific Standard Time",
    whenAgency: "Tuesday, December 1, 2026 at 11:00 AM Central Standard Time",
    ics: "BEGIN:VCALENDAR\r\nEND:VCALENDAR",
  };

  it("links the manage page on a confirmation and a reschedule, with the previous time", () => {
    const message = bookingVisitorEmail({
      ...input,
      kind: "rescheduled",
      previousWhenVisitor: "Monday, November 30, 2026 at 8:00 AM Pacific Standard Time",
      manageUrl: "https://bluebonnet.test/manage?t=a&b=c",
    });
    expect(message.subject).toBe("Your strategy call has moved");
    expect(message.text).toContain("Previously: Monday, November 30, 2026 at 8:00 AM Pacific Standard Time");
    expect(message.html).toContain('href="https://bluebonnet.test/manage?t=a&amp;b=c"');
    expect(message.attachments?.[0]).toMatchObject({
      filename: "invite.ics",
      contentType: "text/calendar; charset=utf-8; method=REQUEST",
    });
  });

  it("attaches the CANCEL invite on a cancellation, without a manage link", () => {
    const message = bookingVisitorEmail({ ...input, kind: "cancelled" });
    expect(message.subject).toBe("Your strategy call is cancelled");
    expect(message.attachments?.[0]).toMatchObject({
      filename: "cancel.ics",
      contentType: "text/calendar; charset=utf-8; method=CANCEL",
    });
    expect(message.text).not.toContain("Reschedule or cancel here");
  });
});

import { describe, expect, it } from "vitest";

import { getServerEnv } from "@/lib/env";

describe("the mail variables", () => {
  it("leaves mail off by default", () => {
    const env = getServerEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toBeUndefined();
    expect(env.LEAD_NOTIFY_EMAIL).toEqual([]);
    expect(env.LEAD_ALERT_AFTER_MINUTES).toBe(30);
  });

  it("reads an smtp(s) URL with credentials and a comma-separated inbox list", () => {
    const env = getServerEnv({
      SMTP_URL: "smtps://user:secret@smtp.example.com:465",
      LEAD_NOTIFY_EMAIL: " team@example.com, owner@example.com ,",
      LEAD_ALERT_AFTER_MINUTES: "45",
    });
    expect(env.SMTP_URL).toBe("smtps://user:secret@smtp.example.com:465");
    expect(env.LEAD_NOTIFY_EMAIL).toEqual(["team@example.com", "owner@example.com"]);
    expect(env.LEAD_ALERT_AFTER_MINUTES).toBe(45);
  });

  it("names bad mail variables without echoing their values", () => {
    let message = "";
    try {
      getServerEnv({
        SMTP_URL: "http://user:hunter2@mail.example.com",
        LEAD_NOTIFY_EMAIL: "team@example.com, not-an-address",
        MAIL_FROM: "Agency <a@example.com>\r\nBcc: x@example.com",
        LEAD_ALERT_AFTER_MINUTES: "0",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain("  - SMTP_URL: must be an smtp:// or smtps:// URL\n");
    expect(message).toContain("  - LEAD_NOTIFY_EMAIL: must be email addresses separated by commas\n");
    expect(message).toContain("  - MAIL_FROM: must be one line\n");
    expect(message).toContain("  - LEAD_ALERT_AFTER_MINUTES: must be at least 1\n");
    expect(message).not.toContain("hunter2");
    expect(message).not.toContain("not-an-address");
  });
});

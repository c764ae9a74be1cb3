import { describe, expect, it } from "vitest";

import { ENV_DEFAULTS, ENV_VARIABLES, envSchema, getServerEnv } from "@/lib/env";

describe("getServerEnv", () => {
  it("applies every default to an empty environment", () => {
    const env = getServerEnv({});
    expect(env).toMatchObject(ENV_DEFAULTS);
    expect(env.LEAD_WEBHOOK_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("treats blank values as unset and parses numbers", () => {
    const env = getServerEnv({
      LEAD_WEBHOOK_URL: "  ",
      LEAD_RATE_LIMIT_PER_MINUTE: "3",
      DATABASE_URL: "postgresql://u@db/leads",
    });
    expect(env.LEAD_WEBHOOK_URL).toBeUndefined();
    expect(env.LEAD_RATE_LIMIT_PER_MINUTE).toBe(3);
    expect(env.DATABASE_URL).toBe("postgresql://u@db/leads");
  });

  it("names each bad variable on its own line and never echoes a value", () => {
    let message = "";
    try {
      getServerEnv({
        LEAD_WEBHOOK_URL: "not a url",
        LEAD_WEBHOOK_TIMEOUT_MS: "soon",
        NEXT_PUBLIC_BOOKING_WIDGET_URL: "http://insecure.example",
        DATABASE_URL: "mysql://secret-password@db",
        LEAD_MIN_FILL_MS: "-1",
      });
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split("\n");
    expect(lines[0]).toBe("Invalid environment configuration:");
    for (const name of [
      "LEAD_WEBHOOK_URL",
      "LEAD_WEBHOOK_TIMEOUT_MS",
      "NEXT_PUBLIC_BOOKING_WIDGET_URL",
      "DATABASE_URL",
      "LEAD_MIN_FILL_MS",
    ]) {
      expect(lines.some((line) => line.startsWith(`  - ${name}: `))).toBe(true);
    }
    expect(message).not.toContain("secret-password");
  });

  it("refuses a webhook or embed URL with a user name or password in it (fetch would refuse every call)", () => {
    expect(() => getServerEnv({ LEAD_WEBHOOK_URL: "https://hooks.example/lead" })).not.toThrow();
    for (const [name, value, message] of [
      [
        "LEAD_WEBHOOK_URL",
        "https://zap:pa55word@hooks.example/lead",
        "must not contain a user name or password (sign requests with LEAD_WEBHOOK_SECRET)",
      ],
      [
        "LEAD_WEBHOOK_URL",
        "https://zap@hooks.example/lead",
        "must not contain a user name or password (sign requests with LEAD_WEBHOOK_SECRET)",
      ],
      [
        "NEXT_PUBLIC_BOOKING_WIDGET_URL",
        "https://me:pa55word@booking.example/widget",
        "must not contain a user name or password",
      ],
    ] as const) {
      expect(() => getServerEnv({ [name]: value })).toThrow(`  - ${name}: ${message}\n`);
      expect(() => getServerEnv({ [name]: value })).not.toThrow(/pa55word/);
    }
  });

  it("refuses a zero webhook timeout and webhook URLs that are not http(s)", () => {
    expect(getServerEnv({ LEAD_WEBHOOK_TIMEOUT_MS: "1" }).LEAD_WEBHOOK_TIMEOUT_MS).toBe(1);
    expect(() => getServerEnv({ LEAD_WEBHOOK_TIMEOUT_MS: "0" })).toThrow(
      "  - LEAD_WEBHOOK_TIMEOUT_MS: must be at least 1\n",
    );
    expect(getServerEnv({ LEAD_WEBHOOK_URL: "http://127.0.0.1:8080/hook" }).LEAD_WEBHOOK_URL).toBe(
      "http://127.0.0.1:8080/hook",
    );
    for (const url of ["ftp://hooks.example/lead", "file:///etc/passwd"]) {
      expect(() => getServerEnv({ LEAD_WEBHOOK_URL: url })).toThrow(
        "  - LEAD_WEBHOOK_URL: must be an http(s) URL\n",
      );
    }
  });

  it("refuses a webhook URL with a password but no user name", () => {
    expect(() => getServerEnv({ LEAD_WEBHOOK_URL: "https://:pa55word@hooks.example/lead" })).toThrow(
      "  - LEAD_WEBHOOK_URL: must not contain a user name or password (sign requests with LEAD_WEBHOOK_SECRET)\n",
    );
  });

  it("documents every variable it reads", () => {
    expect(ENV_VARIABLES.map((variable) => variable.name).sort()).toEqual(
      Object.keys(envSchema.shape).sort(),
    );
  });
});

import { expect } from "@playwright/test";

import { SMTP_CONTROL_PORT } from "../../../playwright.config";
import type { ReceivedMail } from "../../support/smtp-server";

const base = `http://127.0.0.1:${SMTP_CONTROL_PORT}`;

export async function receivedMail(): Promise<ReceivedMail[]> {
  return (await (await fetch(`${base}/__received`)).json()) as ReceivedMail[];
}

/** Waits until the local mail server has received `count` emails that match, and returns them. */
export async function mailWhere(
  match: (mail: ReceivedMail) => boolean,
  description: string,
  count = 1,
): Promise<ReceivedMail[]> {
  let found: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        found = (await receivedMail()).filter(match);
        return found.length;
      },
      { timeout: 15_000, message: `mail server to receive ${description}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

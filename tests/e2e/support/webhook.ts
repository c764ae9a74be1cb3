import { expect, type Page } from "@playwright/test";

import { WEBHOOK_PORT } from "../../../playwright.config";

export interface ReceivedRequest {
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
  raw: string;
}

const base = `http://127.0.0.1:${WEBHOOK_PORT}`;

export async function receivedRequests(): Promise<ReceivedRequest[]> {
  const response = await fetch(`${base}/__received`);
  return (await response.json()) as ReceivedRequest[];
}

/** Waits until the local webhook has received the lead(s) sent with this email, and returns them. */
export async function leadsFor(email: string, count = 1): Promise<ReceivedRequest[]> {
  let found: ReceivedRequest[] = [];
  await expect
    .poll(
      async () => {
        found = (await receivedRequests()).filter((request) => request.body.email === email);
        return found.length;
      },
      { timeout: 15_000, message: `webhook to receive ${count} lead(s) for ${email}` },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** The single lead received for an email (fails when the webhook got it twice). */
export async function leadFor(email: string): Promise<ReceivedRequest> {
  const [lead, ...rest] = await leadsFor(email);
  expect(rest, `exactly one delivery for ${email}`).toHaveLength(0);
  return lead!;
}

/** A unique email per test run, so tests never read each other's leads. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The toast sonner shows, by its title. */
export function toast(page: Page, title: string) {
  return page.locator("[data-sonner-toast]").filter({ hasText: title });
}

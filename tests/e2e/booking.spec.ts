/**
 * Booking as visitors do it: the server's slots in the visitor's zone, two visitors racing for one slot, the
 * final page's invite, and the signed manage page (a GET changes nothing; the POSTs cancel or move the call).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";

import { bookingCopy } from "../../content/booking";
import { scarcity } from "../../content/offers";
import { siteConfig } from "../../content/site";
import { newTabHint } from "../../content/site-sections";
import { expect, test } from "./support/test";
import { leadsFor, receivedRequests, toast, uniqueEmail, type ReceivedRequest } from "./support/webhook";

interface ServerSlots {
  timeZone: string;
  slots: { start: string; available: boolean }[];
}

/** WCAG 2.0 to 2.2, A and AA: one line per failing rule and element. */
async function expectAccessible(page: Page, state: string) {
  // After a client-side navigation the new page's title streams in with its metadata: axe reads the settled page.
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  const lines = violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
  );
  expect(lines, `axe violations on ${state}`).toEqual([]);
}

/** Puts a saved roofing lead (as step 1 leaves it) in the browser, then opens the schedule page. */
async function openScheduleAs(page: Page, email: string) {
  await page.goto("/roofing-google-ads/schedule");
  await page.evaluate((saved) => localStorage.setItem("roofing-lead-data", JSON.stringify(saved)), {
    firstName: "Rita",
    lastName: "Booker",
    email,
    phone: "(512) 555-0199",
    businessName: "Booker Roofing",
    city: "Austin, TX",
    roofingRevenue: "50k-100k",
    consent: true,
    serviceType: "roofing",
    tag: "roofing-google-ads",
  });
}

const dates = (page: Page) => page.getByRole("group", { name: "Choose a date" }).getByRole("button");
const timeSelect = (page: Page) => page.getByLabel("Choose a time");

async function optionLabels(page: Page): Promise<string[]> {
  await expect(timeSelect(page)).toBeEnabled();
  return timeSelect(page)
    .locator("option:not([value=''])")
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ""));
}

async function slotsNow(page: Page): Promise<ServerSlots> {
  return (await (await page.request.get("/api/booking/slots")).json()) as ServerSlots;
}

async function scheduledLead(email: string, tag = "roofing-scheduled-call"): Promise<ReceivedRequest> {
  let found: ReceivedRequest | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedRequests()).find((lead) => lead.body.email === email && lead.body.tag === tag);
        return found !== undefined;
      },
      { timeout: 15_000, message: `webhook to receive ${tag} for ${email}` },
    )
    .toBe(true);
  return found!;
}

/** Books the first open time of the nth date; returns the booked option's value (the instant). */
async function book(page: Page, email: string, dateIndex: number): Promise<string> {
  await openScheduleAs(page, email);
  await dates(page).nth(dateIndex).click();
  await optionLabels(page);
  const value = await timeSelect(page).locator("option:not([value=''])").first().getAttribute("value");
  await timeSelect(page).selectOption(value!);
  await page.getByRole("button", { name: "Confirm My Call" }).click();
  await expect(page).toHaveURL(/\/roofing-google-ads\/final-thank-you\?booking=/);
  return value!;
}

test.describe("a visitor in Los Angeles", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("sees Pacific times with Central beside them, and books the instant they picked", async ({ page }) => {
    const email = uniqueEmail("booking-la");
    await openScheduleAs(page, email);
    await expect(page.getByText("Times shown in Pacific Time")).toBeVisible();
    await dates(page).nth(2).click();
    const labels = await optionLabels(page);
    expect(labels[0]).toBe("7:00 AM (9:00 AM Central)");
    expect(labels).toContain("11:00 AM (1:00 PM Central)");
    expect(labels.at(-1)).toBe("2:00 PM (4:00 PM Central)");
    const date = await dates(page).nth(2).getAttribute("data-date");
    await timeSelect(page).selectOption({ label: "7:30 AM (9:30 AM Central)" });
    await page.getByRole("button", { name: "Confirm My Call" }).click();

    await expect(page).toHaveURL(/\/roofing-google-ads\/final-thank-you\?booking=/);
    await expect(page.getByTestId("booked-when")).toContainText("at 7:30 AM Pacific Time");
    await expect(page.getByTestId("booked-when-agency")).toHaveText("That is 9:30 AM Central Time for us.");
    // Someone who has just booked is not asked to claim a spot.
    await expect(page.getByText(scarcity.topBannerButton)).toHaveCount(0);

    const lead = await scheduledLead(email);
    expect(lead.body).toMatchObject({
      scheduledDate: date,
      scheduledTime: "7:30 AM",
      timezone: "America/Los_Angeles",
    });
    const instant = new Date(String(lead.body.appointmentDateTime));
    expect(
      instant.toLocaleTimeString("en-US", {
        timeZone: "America/Chicago",
        hour: "numeric",
        minute: "2-digit",
      }),
    ).toMatch(/^9:30\sAM$/);
  });
});

test("two visitors racing for one slot: one is booked, the other is told and offered the rest", async ({
  browser,
}: {
  browser: Browser;
}) => {
  const visitors = await Promise.all(
    [0, 1].map(async (n) => {
      const context = await browser.newContext({ timezoneId: "America/Chicago" });
      const page = await context.newPage();
      const email = uniqueEmail(`booking-race-${n}`);
      await openScheduleAs(page, email);
      await dates(page).nth(6).click();
      await optionLabels(page);
      await timeSelect(page).selectOption("2:00 PM");
      return { context, page, email };
    }),
  );
  const chosen = await visitors[0]!.page.evaluate(
    () => (document.querySelector("select") as HTMLSelectElement).value,
  );
  await Promise.all(
    visitors.map(({ page }) => page.getByRole("button", { name: "Confirm My Call" }).click()),
  );

  const winnerIndex = await Promise.race(
    visitors.map(({ page }, index) =>
      page.waitForURL(/final-thank-you\?booking=/, { timeout: 15_000 }).then(() => index),
    ),
  );
  const loser = visitors[1 - winnerIndex]!;
  await expect(toast(loser.page, "Scheduling Error")).toContainText(bookingCopy.slotTaken);
  await expect(loser.page).toHaveURL(/\/roofing-google-ads\/schedule$/);
  await expect(timeSelect(loser.page)).toHaveValue("");
  expect(await optionLabels(loser.page)).not.toContain("2:00 PM");

  await scheduledLead(visitors[winnerIndex]!.email);
  const forSlot = (await receivedRequests()).filter(
    (lead) => lead.body.tag === "roofing-scheduled-call" && lead.body.appointmentDateTime === chosen,
  );
  expect(forSlot).toHaveLength(1);
  expect(forSlot[0]!.body.email).toBe(visitors[winnerIndex]!.email);
  await Promise.all(visitors.map(({ context }) => context.close()));
});

test("the final page's invite is the booked instant, and the manage page cancels only on the visitor's POST", async ({
  page,
}) => {
  const email = uniqueEmail("booking-manage");
  const instant = await book(page, email, 4);
  const start = Date.parse(instant);
  await expectAccessible(page, "the final page with a booked call");
  // The address carries the signed link: out of search results, and never sent on as a Referer.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute("content", "no-referrer");
  const finalHeaders = (await page.request.get(page.url())).headers();
  expect(finalHeaders["referrer-policy"]).toBe("no-referrer");
  expect(finalHeaders["x-robots-tag"]).toBe("noindex, nofollow");

  const invite = await page.request.get(
    (await page.getByRole("link", { name: bookingCopy.booked.icsLabel }).getAttribute("href"))!,
  );
  expect(invite.headers()["content-type"]).toContain("text/calendar");
  const ics = (await invite.text()).replace(/\r\n /g, "");
  const icsTime = (ms: number) =>
    new Date(ms)
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  expect(ics).toContain("METHOD:REQUEST\r\n");
  expect(ics).toContain(`DTSTART:${icsTime(start)}\r\nDTEND:${icsTime(start + 15 * 60_000)}\r\n`);
  expect(ics).toContain("SEQUENCE:0\r\n");
  expect(ics).toMatch(/UID:[\w-]+@/);
  expect(ics).toContain(`ORGANIZER;CN=${siteConfig.name}:mailto:${siteConfig.email}`);
  expect(ics).toContain(siteConfig.phone.display);
  // The calendar links open the calendar's site in a new tab, and say so; both carry the booked instant.
  const googleLink = page.getByRole("link", { name: `${bookingCopy.booked.googleLabel} ${newTabHint}` });
  await expect(googleLink).toHaveAttribute("target", "_blank");
  const google = new URL((await googleLink.getAttribute("href"))!);
  expect(google.searchParams.get("dates")).toBe(`${icsTime(start)}/${icsTime(start + 15 * 60_000)}`);
  const outlookLink = page.getByRole("link", { name: `${bookingCopy.booked.outlookLabel} ${newTabHint}` });
  expect(new URL((await outlookLink.getAttribute("href"))!).searchParams.get("startdt")).toBe(instant);
  const lead = await scheduledLead(email);
  expect(lead.body.appointmentDateTime).toBe(instant);

  // Opening the link (as a mail scanner does) changes nothing.
  const manageHref = (await page
    .getByRole("link", { name: bookingCopy.booked.manageLabel })
    .getAttribute("href"))!;
  expect((await page.request.get(manageHref)).status()).toBe(200);
  await page.goto(manageHref);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bookingCopy.manage.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  expect((await page.request.get(manageHref)).headers()["referrer-policy"]).toBe("no-referrer");
  await expectAccessible(page, "the manage page");
  expect((await slotsNow(page)).slots.find((slot) => slot.start === instant)?.available).toBe(false);

  await page.getByRole("button", { name: bookingCopy.manage.cancelButton }).click();
  await expect(page.getByRole("status")).toHaveText(bookingCopy.manage.cancelled);
  await expect(page.getByText(bookingCopy.manage.alreadyCancelled)).toBeVisible();
  expect((await slotsNow(page)).slots.find((slot) => slot.start === instant)?.available).toBe(true);
  const cancelled = await scheduledLead(email, "roofing-call-cancelled");
  expect(cancelled.body).toMatchObject({ appointmentDateTime: instant, firstName: "Rita" });

  // The link from before the cancel is spent: the cancel email carries the calendar's update (METHOD:CANCEL).
  const after = await page.request.get(invite.url());
  expect(after.status()).toBe(410);
  expect(await after.text()).toBe(bookingCopy.manage.replaced);
  expect(await page.getByRole("button", { name: bookingCopy.manage.cancelButton }).count()).toBe(0);
});

test("the manage page moves a call, retiring the earlier link, and an altered link is refused", async ({
  page,
}) => {
  const email = uniqueEmail("booking-move");
  const instant = await book(page, email, 5);
  await page.getByRole("link", { name: bookingCopy.booked.manageLabel }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(bookingCopy.manage.title);
  const earlier = page.url();
  const select = page.getByLabel(bookingCopy.manage.rescheduleLabel);
  // The last open time: the earliest ones are the other tests' (first date, 9:00 to 10:30 AM).
  const next = await select.locator("option:not([value=''])").last().getAttribute("value");
  await select.selectOption(next!);
  await page.getByRole("button", { name: bookingCopy.manage.rescheduleButton }).click();
  await expect(page.getByRole("status")).toHaveText(bookingCopy.manage.rescheduled);

  const moved = await scheduledLead(email, "roofing-call-rescheduled");
  expect(moved.body).toMatchObject({ appointmentDateTime: next, previousAppointmentDateTime: instant });
  const slots = (await slotsNow(page)).slots;
  expect(slots.find((slot) => slot.start === instant)?.available).toBe(true);
  expect(slots.find((slot) => slot.start === next)?.available).toBe(false);

  // The link from before the move no longer manages the call.
  const current = page.url();
  await page.goto(earlier);
  await expect(page.getByText(bookingCopy.manage.replaced)).toBeVisible();
  await expect(page.getByRole("button", { name: bookingCopy.manage.cancelButton })).toHaveCount(0);
  await page.goto(current);
  await expect(page.getByRole("button", { name: bookingCopy.manage.cancelButton })).toBeVisible();

  const token = new URL(current).searchParams.get("token")!;
  await page.goto(`/roofing-google-ads/manage?token=${token.slice(0, -2)}xx`);
  await expect(page.getByText(bookingCopy.manage.invalid)).toBeVisible();
  await expect(page.getByRole("button", { name: bookingCopy.manage.cancelButton })).toHaveCount(0);
  expect(await leadsFor(email, 2)).toHaveLength(2);
});

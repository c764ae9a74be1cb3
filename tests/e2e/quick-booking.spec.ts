import { expect, test } from "./support/test";
import { leadsFor, uniqueEmail } from "./support/webhook";

/** The value a multipart server-action post carries for a form field (Next prefixes FormData keys with an index). */
function postedField(body: string, name: string): number {
  const match = new RegExp(`name="(?:_?\\d+_)?${name}"\\r\\n\\r\\n(\\d+)`).exec(body);
  return Number(match?.[1]);
}

test("a quick visitor books about a second after the picker appears, and the booking reaches the webhook", async ({
  page,
}) => {
  const email = uniqueEmail("quick-booker");
  await page.goto("/roofing-google-ads");
  const form = page.locator("#roofing-form");
  await form.getByRole("textbox", { name: "Business name", exact: true }).fill("Quick Roofing");
  await form.getByRole("textbox", { name: "City", exact: true }).fill("Austin, TX");
  await form.getByRole("button", { name: "Next" }).click();
  await form.getByRole("textbox", { name: "First name", exact: true }).fill("Quinn");
  await form.getByRole("textbox", { name: "Last name", exact: true }).fill("Fast");
  await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await form.getByRole("textbox", { name: "Phone", exact: true }).fill("(512) 555-0199");
  await form.getByRole("button", { name: "Next" }).click();
  await form.getByRole("combobox", { name: "Monthly revenue" }).selectOption("25k-50k");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Claim My $500 Ad Credit" }).click();

  // A client-side navigation: the document, and so the page's start, is the landing page's.
  await expect(page).toHaveURL(/\/roofing-google-ads\/schedule$/);
  const dates = page.getByRole("group", { name: "Choose a date" }).getByRole("button");
  await expect(dates.first()).toBeVisible();
  const { pickerShownAt, pageStart } = await page.evaluate(() => ({
    pickerShownAt: Date.now(),
    pageStart: Math.round(performance.timeOrigin),
  }));

  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.headers()["next-action"] !== undefined,
  );
  await dates.first().click();
  await page.getByLabel("Choose a time").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Confirm My Call" }).click();
  const body = (await posted).postData() ?? "";
  await expect(page).toHaveURL(/\/roofing-google-ads\/final-thank-you\?booking=/);

  const startedAt = postedField(body, "startedAt");
  const submittedAt = postedField(body, "submittedAt");
  // Counted from the page's start, not from when the picker appeared (a loaded test machine decides how quick the
  // "quick" visitor is, so the fill time is checked against the picker's appearance, not a number of milliseconds).
  expect(startedAt).toBe(pageStart);
  expect(startedAt).toBeLessThan(pickerShownAt);
  expect(submittedAt).toBeGreaterThanOrEqual(pickerShownAt);

  const leads = await leadsFor(email, 2);
  expect(leads.map((lead) => lead.body.tag).sort()).toEqual(["roofing-google-ads", "roofing-scheduled-call"]);
});

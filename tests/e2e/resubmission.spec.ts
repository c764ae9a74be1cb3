import { FORM_META } from "@/lib/leads/shared/form-meta";

import { expect, test } from "./support/test";
import { leadFor, toast, uniqueEmail } from "./support/webhook";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The value of one field in a server action's multipart body (React prefixes the form's fields with `_1_`). */
function fieldOf(body: string, name: string): string | undefined {
  return new RegExp(`name="(?:_\\d+_)?${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(body)?.[1];
}

const FORM_ROUTES = ["/", "/contact", "/roofing-google-ads", "/free-website"];

for (const route of FORM_ROUTES) {
  test(`${route}: every form carries its own submission id and start time, also after the visitor types`, async ({
    page,
  }) => {
    await page.goto(route);
    const ids = page.locator(`form input[name="${FORM_META.submissionId}"]`);
    const firstText = page.locator("form input[type=text]:visible, form input[type=email]:visible").first();
    // Hydrated once the ids are written; typing re-renders the form.
    await expect(ids.first()).toHaveValue(UUID);
    await firstText.fill("a");
    await firstText.fill("ab");
    const values = await ids.evaluateAll((inputs) =>
      inputs.map((input) => (input as HTMLInputElement).value),
    );
    expect(values.length).toBeGreaterThan(0);
    for (const value of values) expect(value).toMatch(UUID);
    expect(new Set(values).size).toBe(values.length);
    const startedAt = await page
      .locator(`form input[name="${FORM_META.startedAt}"]`)
      .evaluateAll((inputs) => inputs.map((input) => Number((input as HTMLInputElement).value)));
    // The page's own start (its navigation), so typing before hydration counts toward the fill time.
    const pageStart = await page.evaluate(() => performance.timeOrigin);
    for (const value of startedAt) expect(Math.abs(value - pageStart)).toBeLessThanOrEqual(1);
  });
}

test("a send whose answer never arrived, sent again, makes one lead", async ({ page }) => {
  const email = uniqueEmail("resend");
  await page.goto("/contact");
  await page.getByLabel("Full Name").fill("Rae Lopez");
  await page.getByLabel("Email Address").fill(email);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("Are you taking new HVAC clients?");

  // The first POST stores the lead but its answer is lost (a dropped connection), so the visitor sends again.
  const bodies: string[] = [];
  const answers: string[] = [];
  await page.route("**/contact", async (route) => {
    if (route.request().method() !== "POST") return route.fallback();
    bodies.push(route.request().postData() ?? "");
    const response = await route.fetch();
    answers.push(await response.text());
    return answers.length === 1 ? route.abort("failed") : route.fulfill({ response });
  });
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Error sending message")).toBeVisible();
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(toast(page, "Message sent successfully!")).toBeVisible();

  const [first, second] = bodies.map((body) => fieldOf(body, FORM_META.submissionId));
  expect(first).toMatch(UUID);
  expect(second).toBe(first);
  // Both times on the browser's clock: the server reads the fill time from them.
  const started = Number(fieldOf(bodies[0]!, FORM_META.startedAt));
  expect(Number(fieldOf(bodies[0]!, FORM_META.submittedAt))).toBeGreaterThan(started);
  // The server answered the resend with the first send's lead: one lead, stored and forwarded once.
  const [firstLead, secondLead] = answers.map((answer) => /"leadId":"([^"]+)"/.exec(answer)?.[1]);
  expect(firstLead).toMatch(UUID);
  expect(secondLead).toBe(firstLead);
  const lead = await leadFor(email);
  expect(lead.headers["idempotency-key"]).toBe(firstLead);
  expect(lead.body).toMatchObject({ email, tag: "quick-contact" });
});

test("the roofing guide keeps its page: a second email sent from it is a lead of its own", async ({
  page,
}) => {
  const [typo, fixed] = [uniqueEmail("guide-typo"), uniqueEmail("guide-fixed")];
  const bodies: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") bodies.push(request.postData() ?? "");
  });
  await page.goto("/roofing-google-ads");
  const input = page.locator("#roofing-guide-email");
  const button = page.getByRole("button", { name: "Download Free Guide" });
  for (const [sent, email] of [typo, fixed].entries()) {
    await input.fill(email);
    await button.click();
    await expect(toast(page, "Success!")).toHaveCount(sent + 1);
    await expect(input).toHaveValue("");
  }
  const ids = bodies.map((body) => fieldOf(body, FORM_META.submissionId));
  expect(ids).toHaveLength(2);
  expect(ids[1]).toMatch(UUID);
  expect(ids[1]).not.toBe(ids[0]);
  // Both reached the webhook, each with its own lead id.
  const [first, second] = [await leadFor(typo), await leadFor(fixed)];
  expect(second.body).toMatchObject({ email: fixed, tag: "roofing-lead-magnet" });
  expect(second.headers["idempotency-key"]).not.toBe(first.headers["idempotency-key"]);
});

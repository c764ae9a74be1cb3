import { leadFormCopy } from "../../content/form-copy";
import { CALL_TIME_LABELS } from "../support/spec-values";
import { recordPosts } from "./support/hold-post";
import { claimFromStep1, fillStep1, fillStep2, next } from "./support/lead-form-steps";
import { expect, test } from "./support/test";
import { leadFor, leadsFor, toast, uniqueEmail } from "./support/webhook";

test.describe("roofing funnel", () => {
  test("saves the lead, schedules the call and sends both leads", async ({ page }) => {
    const email = uniqueEmail("roofer");
    await page.goto("/roofing-google-ads");
    const form = page.locator("#roofing-form");
    await expect(
      form.getByRole("heading", { name: "Get $500 Free Ad Credit + Free Landing Pages" }),
    ).toBeVisible();
    const revenue = await form
      .locator('select[name="roofingRevenue"] option:not([disabled])')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(revenue).toEqual(["under-10k", "10k-25k", "25k-50k", "50k-100k", "100k-250k", "over-250k"]);

    await fillStep1(form, "http://www.storm-pros.com//");
    await claimFromStep1(form, email, "50k-100k");

    await expect(page).toHaveURL(/\/roofing-google-ads\/schedule$/);
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem("roofing-lead-data") ?? "null"));
    expect(saved).toMatchObject({
      email,
      businessName: "Acme Roofing",
      roofingRevenue: "50k-100k",
      serviceType: "roofing",
    });

    const roofingLead = await leadFor(email);
    const leadFields = {
      firstName: "Jane",
      lastName: "Smith",
      email,
      phone: "+15125550123",
      businessName: "Acme Roofing",
      city: "Austin, TX",
      website: "storm-pros.com",
      notes: "Storm season is coming",
      serviceType: "roofing",
      roofingRevenue: "50k-100k",
      consent: true,
    };
    expect(roofingLead.body).toEqual({
      ...leadFields,
      tag: "roofing-google-ads",
      attribution: expect.objectContaining({ pagePath: "/roofing-google-ads" }),
    });

    // What the call covers: keyword audit, ad spend strategy, plan for 10+ leads in 30 days.
    await expect(page.getByText("A plan for 10+ leads in 30 days", { exact: true })).toBeVisible();

    // Scheduling rules: times wait for a date; a date clears the time.
    const time = page.getByLabel("Choose a time");
    await expect(time).toBeDisabled();
    await expect(time.locator("option").first()).toHaveText("Please select a date first");
    await page.getByRole("button", { name: "Confirm My Call" }).click();
    await expect(toast(page, "Please select both date and time")).toBeVisible();

    const dates = page.getByRole("group", { name: "Choose a date" }).getByRole("button");
    const dateCount = await dates.count();
    expect(dateCount).toBeGreaterThanOrEqual(9);
    expect(dateCount).toBeLessThanOrEqual(10);
    for (const value of await dates.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("data-date") ?? ""),
    )) {
      expect([0, 6]).not.toContain(new Date(`${value}T12:00:00`).getDay());
    }
    for (const label of await dates.allTextContents()) expect(label).not.toMatch(/^(Sat|Sun)/);
    // A date no other test books (they take the 1st, 2nd, 3rd and 5th to 8th): its whole grid is open.
    await dates.nth(3).click();
    await expect(time).toBeEnabled();
    const slots = await time
      .locator("option")
      .evaluateAll((nodes) => nodes.slice(1).map((node) => node.textContent));
    expect(slots).toEqual(CALL_TIME_LABELS);
    await time.selectOption("1:30 PM");
    // Another whole date (the first offers only the times past the booking notice, which depends on the hour).
    await dates.nth(2).click();
    await expect(time).toHaveValue("");
    await time.selectOption("10:00 AM");
    const chosenDate = await dates.nth(2).getAttribute("data-date");
    await page.getByRole("button", { name: "Confirm My Call" }).click();

    await expect(page).toHaveURL(/\/roofing-google-ads\/final-thank-you\?booking=/);
    expect(await page.evaluate(() => localStorage.getItem("roofing-lead-data"))).toBeNull();
    const leads = await leadsFor(email, 2);
    const scheduled = leads.find((lead) => lead.body.tag === "roofing-scheduled-call");
    expect(scheduled?.body).toEqual({
      ...leadFields,
      scheduledDate: chosenDate,
      scheduledTime: "10:00 AM",
      timezone: expect.any(String),
      appointmentDateTime: expect.any(String),
      tag: "roofing-scheduled-call",
      attribution: expect.objectContaining({ pagePath: "/roofing-google-ads/schedule" }),
    });
    expect(scheduled?.body.scheduledDate).toBe(chosenDate);
    expect(String(chosenDate)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(scheduled?.body.appointmentDateTime)).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
    );
  });

  test("with the browser's storage blocked, the funnel still reaches the schedule and sends the call", async ({
    page,
  }) => {
    // A browser set to refuse site data: every localStorage call throws.
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException("The operation is insecure.", "SecurityError");
      };
      Object.defineProperty(window, "localStorage", { configurable: true, get: blocked });
    });
    const email = uniqueEmail("roofer-no-storage");
    await page.goto("/roofing-google-ads");
    const form = page.locator("#roofing-form");
    await fillStep1(form);
    await claimFromStep1(form, email, "25k-50k");
    await expect(page).toHaveURL(/\/roofing-google-ads\/schedule$/);

    await page.getByRole("group", { name: "Choose a date" }).getByRole("button").nth(1).click();
    await page.getByLabel("Choose a time").selectOption("10:30 AM");
    await page.getByRole("button", { name: "Confirm My Call" }).click();
    await expect(page).toHaveURL(/\/roofing-google-ads\/final-thank-you\?booking=/);
    const leads = await leadsFor(email, 2);
    const scheduled = leads.find((lead) => lead.body.tag === "roofing-scheduled-call");
    expect(scheduled?.body).toMatchObject({
      email,
      roofingRevenue: "25k-50k",
      scheduledTime: "10:30 AM",
      tag: "roofing-scheduled-call",
    });
  });

  test("the schedule page without saved data says so", async ({ page }) => {
    await page.goto("/roofing-google-ads/schedule");
    await page.getByRole("group", { name: "Choose a date" }).getByRole("button").first().click();
    // Whichever time is still open: other tests book the first ones.
    await expect(page.getByLabel("Choose a time")).toBeEnabled();
    await page.getByLabel("Choose a time").selectOption({ index: 1 });
    await page.getByRole("button", { name: "Confirm My Call" }).click();
    await expect(
      toast(page, "User data not found. Please go back and fill out the form again."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Back to Form" }).click();
    await expect(page).toHaveURL(/\/roofing-google-ads$/);
  });

  test("the monthly revenue replaces the service type: without it, 'Missing Information' and nothing is sent", async ({
    page,
  }) => {
    await page.goto("/roofing-google-ads");
    const form = page.locator("#roofing-form");
    await fillStep1(form);
    await next(form);
    await fillStep2(form, uniqueEmail("roof-no-revenue"));
    await next(form);
    await expect(form.getByRole("combobox", { name: "Type of business" })).toHaveCount(0);
    const revenue = form.getByRole("combobox", { name: "Monthly revenue" });
    await expect(revenue).toHaveAttribute("required", "");
    await form.getByRole("checkbox").check();
    const posts = recordPosts(page);
    await form.getByRole("button", { name: "Claim My $500 Ad Credit" }).click();
    await expect(toast(page, "Missing Information")).toContainText(
      "Please fill out all required fields before submitting.",
    );
    // The roofing form is step 1 of the funnel: its own steps are parts.
    await expect(form.getByText(leadFormCopy.partLabel(3, 3))).toBeAttached();
    await expect(revenue).toBeFocused();
    await expect(page).toHaveURL(/\/roofing-google-ads$/);
    expect(posts).toEqual([]);
  });

  test("offers the server's dates: weekdays of the 14 days from tomorrow in the agency's zone", async ({
    page,
  }) => {
    await page.goto("/roofing-google-ads/schedule");
    const dates = page.getByRole("group", { name: "Choose a date" }).getByRole("button");
    await expect(dates.first()).toBeVisible();
    const values = await dates.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute("data-date") ?? ""),
    );
    const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Chicago" });
    const lastDay = new Date(Date.parse(`${today}T12:00:00Z`) + 14 * 86_400_000).toISOString().slice(0, 10);
    expect(values.length).toBeGreaterThanOrEqual(8); // ten weekdays, less the holidays of the window
    for (const value of values) {
      expect(value > today && value <= lastDay, value).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${value}T12:00:00Z`).getUTCDay());
    }
    // Labels in the visitor's calendar, e.g. "Fri, Nov 27".
    await expect(dates.first()).toHaveText(
      new Date(`${values[0]}T12:00:00Z`).toLocaleDateString("en-US", {
        timeZone: "UTC",
        weekday: "short",
        month: "short",
        day: "numeric",
      }),
    );
  });
});

import { E2E_NOTIFY_EMAIL } from "../../playwright.config";
import { mailWhere, receivedMail } from "./support/mail";
import { expect, test } from "./support/test";
import { toast, uniqueEmail } from "./support/webhook";

// The site's public URL in this build (NEXT_PUBLIC_SITE_URL is unset: its default).
const SITE_URL = "http://localhost:3000";

test.describe("emails", () => {
  test("the roofing guide's 'check your email' is true: the guide email links the PDF, and the agency hears", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("mail-guide");
    await page.goto("/roofing-google-ads");
    await page.locator("#roofing-guide-email").fill(email);
    await page.getByRole("button", { name: "Download Free Guide" }).click();
    await expect(toast(page, "Success!")).toContainText("Check your email for the download link.");

    const [guide, ...extraGuides] = await mailWhere(
      (mail) => mail.envelopeTo.includes(email),
      `the guide email for ${email}`,
    );
    expect(extraGuides).toHaveLength(0);
    expect(guide!.subject).toBe("Your free guide: How to Get More Roofing Leads with Google Ads");
    expect(guide!.headers.from).toBe("Bluebonnet Digital <hello@bluebonnetdigital.com>");
    const link = `${SITE_URL}/roofing-lead-generation-guide.pdf`;
    expect(guide!.text).toContain(link);
    expect(guide!.html).toContain(`href="${link}"`);
    const pdf = await request.get(new URL(link).pathname);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    const [notice] = await mailWhere(
      (mail) => mail.envelopeTo.includes(E2E_NOTIFY_EMAIL) && mail.subject.includes(email),
      `the agency notice for ${email}`,
    );
    expect(notice!.subject).toBe(`New lead: ${email} (roofing-lead-magnet)`);
    expect(notice!.headers["reply-to"]).toBe(email);
    expect(notice!.text).toContain(`Page: ${SITE_URL}/roofing-google-ads`);
  });

  test("a contact message reaches the agency inbox once, naming the person, with Reply-To the visitor", async ({
    page,
  }) => {
    const email = uniqueEmail("mail-contact");
    await page.goto("/contact");
    await page.getByLabel("Full Name").fill("Rosa Delgado");
    await page.getByLabel("Email Address").fill(email);
    await page.getByRole("textbox", { name: "Message", exact: true }).fill("Can you <b>help</b> with SEO?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(toast(page, "Message sent successfully!")).toBeVisible();

    const notices = await mailWhere((mail) => mail.headers["reply-to"] === email, `the notice for ${email}`);
    expect(notices).toHaveLength(1);
    const notice = notices[0]!;
    expect(notice.envelopeTo).toEqual([E2E_NOTIFY_EMAIL]);
    expect(notice.subject).toBe("New lead: Rosa Delgado (quick-contact)");
    expect(notice.text).toContain("Message: Can you <b>help</b> with SEO?");
    expect(notice.html).toContain("Can you &lt;b&gt;help&lt;/b&gt; with SEO?");
    // A contact message sends the visitor nothing.
    expect((await receivedMail()).filter((mail) => mail.envelopeTo.includes(email))).toEqual([]);
  });
});

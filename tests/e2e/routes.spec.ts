import { chatbotCopy, chatbotLauncherCopy } from "@/content/chatbot";
import { allRoutes, noindexRoutes } from "@/lib/seo/routes";

import { recordCspViolations } from "../../scripts/lib/hydration";
import { scriptSources, STRICT_SCRIPT_SOURCES } from "./support/policy";
import { expect, test } from "./support/test";

const titles = new Map<string, string>();

test.describe("every route of the spec's table", () => {
  for (const route of allRoutes) {
    test(`${route} answers 200 with its own title, canonical and JSON-LD, and hydrates under a strict policy`, async ({
      page,
    }) => {
      const violations = await recordCspViolations(page);
      // The suite's page.goto waits for React to hydrate the page (support/test.ts).
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      expect(scriptSources(response?.headers()["content-security-policy"])).toMatch(STRICT_SCRIPT_SOURCES);
      const title = await page.title();
      expect(title.length).toBeGreaterThan(10);
      titles.set(route, title);

      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(canonical ?? "").pathname).toBe(route);

      const robots = await page.locator('meta[name="robots"]').getAttribute("content");
      if ((noindexRoutes as readonly string[]).includes(route)) expect(robots).toBe("noindex, follow");
      else expect(robots).toBe("index, follow");

      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
        "content",
        "summary_large_image",
      );
      // 50 to 160 characters: long enough to say something, short enough not to be cut in search results.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{50,160}$/);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /\w.*,.*\w/);

      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks.length).toBeGreaterThan(0);
      const types = blocks.flatMap((text) => {
        const data = JSON.parse(text) as { "@type"?: string } | { "@type"?: string }[];
        return (Array.isArray(data) ? data : [data]).map((item) => item["@type"]);
      });
      expect(types).toContain("ProfessionalService");
      await expect(page.locator("h1")).toHaveCount(1);
      expect(await violations()).toEqual([]);
    });
  }

  test("titles are unique", async ({ request }) => {
    const seen = new Map<string, string>();
    for (const route of allRoutes) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(seen.get(title), `${route} shares its title with ${seen.get(title)}`).toBeUndefined();
      seen.set(title, route);
    }
  });
});

test.describe("unknown paths", () => {
  for (const path of ["/no-such-page", "/blog/no-such-article", "/services/no-such-service"]) {
    test(`${path} is the 404 page`, async ({ page }) => {
      const messages: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") messages.push(message.text());
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
      await expect(page.getByRole("main").getByRole("link", { name: /home/i })).toHaveAttribute("href", "/");
      await expect.poll(() => messages.some((text) => text.includes(path))).toBe(true);
      // What every page carries, though the 404 is rendered outside the site's layouts.
      await page.getByRole("button", { name: chatbotLauncherCopy.openLabel }).click();
      await expect(page.getByRole("dialog", { name: chatbotCopy.title })).toBeVisible();
      // 50 to 160 characters: long enough to say something, short enough not to be cut in search results.
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^.{50,160}$/);
      await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /\w.*,.*\w/);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Page not found/);
      // It answers at whatever URL was asked for, so it names no canonical URL.
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = blocks.map((text) => (JSON.parse(text) as { "@type"?: string })["@type"]);
      expect(types).toContain("ProfessionalService");
    });
  }

  test("the 404 page is rendered on the server, with the site's header and footer and a noindex title", async ({
    request,
  }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Oops! Page not found<\/h1>/);
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toContain("<title>Page not found | Bluebonnet Digital</title>");
    expect(html).toMatch(/<meta name="robots" content="noindex/);
  });

  for (const missing of ["/no-such-page", "/services/no-such-service", "/blog/no-such-post"]) {
    test(`${missing} answers 404 with one robots tag, noindex, and no canonical`, async ({ request }) => {
      const response = await request.get(missing);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html.match(/<meta name="robots" content="[^"]*"/g)).toEqual([
        '<meta name="robots" content="noindex"',
      ]);
      expect(html).not.toContain('rel="canonical"');
    });
  }
});

test.describe("addresses with a broken percent escape", () => {
  for (const broken of ["/blog/%", "/blog/%zz", "/services/%ff", "/services/a%2", "/blog/%/card.png", "/%"]) {
    test(`${broken} is a 400 that says why, not a server error`, async ({ request }) => {
      for (const method of ["GET", "HEAD"] as const) {
        const response = await request.fetch(broken, { method, maxRedirects: 0 });
        expect(response.status(), method).toBe(400);
        expect(response.headers()["x-content-type-options"]).toBe("nosniff");
        if (method === "GET") expect(await response.text()).toMatch(/broken percent escape/);
      }
      const rsc = await request.get(broken, { headers: { RSC: "1" } });
      expect(rsc.status()).toBe(400);
    });
  }

  test("a good escape still reaches its route", async ({ request }) => {
    expect((await request.get("/blog/google-ads-roi-guid%65")).status()).toBe(200);
  });
});

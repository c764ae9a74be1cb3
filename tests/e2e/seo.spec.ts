/** Issue 6, search: the sitemap and robots.txt written at build, and the business's structured data. */
import { createHash } from "node:crypto";

import { GUIDE_FILES, guideHref } from "@/content/guide-files";
import { siteConfig } from "@/content/site";
import { allRoutes, noindexRoutes } from "@/lib/seo/routes";

import { expect, test } from "./support/test";

type JsonLdItem = Record<string, unknown>;

/** Every structured-data object of a served HTML document (arrays flattened). */
function jsonLdItems(html: string): JsonLdItem[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1] ?? "null") as JsonLdItem | JsonLdItem[];
    return Array.isArray(data) ? data : [data];
  });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? "");

test("the sitemap lists every indexable route and none of the noindex ones", async ({ request }) => {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  const paths: string[] = [];
  for (const sitemap of locs(await index.text())) {
    const part = await request.get(new URL(sitemap).pathname);
    expect(part.status(), sitemap).toBe(200);
    for (const loc of locs(await part.text())) {
      expect(loc.startsWith(siteConfig.url), loc).toBe(true);
      paths.push(new URL(loc).pathname);
    }
  }
  const indexable = allRoutes.filter((route) => !(noindexRoutes as readonly string[]).includes(route));
  expect([...paths].sort()).toEqual([...indexable].sort());
});

test("the guide PDFs, lead magnets behind the forms, are served but kept out of search results", async ({
  request,
}) => {
  for (const file of Object.values(GUIDE_FILES)) {
    const response = await request.get(guideHref(file));
    expect(response.status(), file).toBe(200);
    expect(response.headers()["content-type"], file).toBe("application/pdf");
    expect(response.headers()["x-robots-tag"], file).toBe("noindex");
  }
  const page = await request.get("/contact");
  expect(page.headers()["x-robots-tag"]).toBeUndefined();
});

test("robots.txt allows the site, keeps crawlers off the API and names the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Allow: \/$/m);
  expect(robots).toMatch(/^Disallow: \/api\/$/m);
  expect(robots).toContain(`Sitemap: ${siteConfig.url}/sitemap.xml`);
});

test("every page describes the business: address, phone, hours, social profiles, the US", async ({
  page,
}) => {
  await page.goto("/results");
  const business = jsonLdItems(await page.content()).find((item) => item["@type"] === "ProfessionalService");
  expect(business).toMatchObject({
    "@context": "https://schema.org",
    name: siteConfig.name,
    telephone: siteConfig.phone.tel,
    address: {
      "@type": "PostalAddress",
      streetAddress: siteConfig.address.street,
      addressLocality: siteConfig.address.city,
      addressRegion: "TX",
      addressCountry: "US",
    },
    openingHoursSpecification: expect.objectContaining({ "@type": "OpeningHoursSpecification" }),
    areaServed: { "@type": "Country", name: "United States" },
    sameAs: siteConfig.socials.map((social) => social.href),
  });
});

test("an article publishes its BlogPosting with the fields search engines read", async ({ page }) => {
  await page.goto("/blog/google-ads-roi-guide");
  const posting = jsonLdItems(await page.content()).find((item) => item["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    headline: await page.getByRole("heading", { level: 1 }).textContent(),
    description: expect.stringMatching(/.{50,}/),
    datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
    author: expect.objectContaining({ "@type": "Person", name: expect.any(String) }),
    image: `${siteConfig.url}/blog/google-ads-roi-guide/card.png`,
    mainEntityOfPage: { "@type": "WebPage", "@id": `${siteConfig.url}/blog/google-ads-roi-guide` },
  });
  // The same card is the page's social image, and it is served.
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `${siteConfig.url}/blog/google-ads-roi-guide/card.png`,
  );
  const card = await page.request.get("/blog/google-ads-roi-guide/card.png");
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
});

/** Width and height from a PNG's IHDR chunk, or undefined when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("every route has its own 1200x630 PNG social card, named by Open Graph and Twitter tags", async ({
  request,
}) => {
  const cards = new Map<string, string>();
  for (const route of allRoutes) {
    const html = await (await request.get(route)).text();
    const meta = (key: string) =>
      html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
    const image = meta("og:image");
    expect(image, `${route} has no og:image`).toMatch(/^https?:\/\//);
    expect(meta("twitter:image"), route).toBe(image);
    expect([meta("og:image:width"), meta("og:image:height")], route).toEqual(["1200", "630"]);
    // The card's alt text is what the card shows: this page's title (each card is drawn with it).
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
    expect(meta("og:image:alt"), route).toBe(meta("twitter:image:alt"));
    if (route !== "/") expect(meta("og:image:alt"), route).toBe(title);
    else expect(meta("og:image:alt"), route).toContain(siteConfig.name);

    const url = new URL(image!.replaceAll("&amp;", "&"));
    expect(url.origin, route).toBe(new URL(siteConfig.url).origin);
    const response = await request.get(url.pathname + url.search);
    expect(response.status(), `${route}: ${url.pathname}`).toBe(200);
    expect(response.headers()["content-type"], route).toBe("image/png");
    const bytes = await response.body();
    expect(pngSize(bytes), route).toEqual({ width: 1200, height: 630 });
    cards.set(route, createHash("sha256").update(bytes).digest("hex"));
  }
  // Each card is drawn with its page's title, so no two routes share one.
  const shared = [...cards].filter(
    ([, hash], _, all) => all.filter(([, other]) => other === hash).length > 1,
  );
  expect(shared.map(([route]) => route)).toEqual([]);
});

test("every nested page carries a BreadcrumbList ending at itself", async ({ request }) => {
  const nested = allRoutes.filter((route) => route.split("/").length > 2);
  expect(nested.length).toBeGreaterThan(10);
  for (const route of nested) {
    const html = await (await request.get(route)).text();
    const trail = jsonLdItems(html).find((item) => item["@type"] === "BreadcrumbList") as
      { itemListElement: { position: number; item: string }[] } | undefined;
    expect(trail, `${route} has no BreadcrumbList`).toBeDefined();
    const items = trail?.itemListElement ?? [];
    expect(items[0]?.item, route).toBe(siteConfig.url);
    expect(items.at(-1)?.item, route).toBe(`${siteConfig.url}${route}`);
  }
});

test("the pages that show FAQs publish them as FAQPage: home's common problems, /contact, service pages", async ({
  request,
}) => {
  for (const [route, count] of [
    ["/", 8],
    ["/contact", 4],
    ["/services/seo", 0],
  ] as const) {
    const html = await (await request.get(route)).text();
    const pages = jsonLdItems(html).filter((item) => item["@type"] === "FAQPage") as {
      mainEntity: { name: string }[];
    }[];
    expect(pages, route).toHaveLength(1);
    if (count) expect(pages[0]?.mainEntity, route).toHaveLength(count);
    else expect(pages[0]?.mainEntity.length, route).toBeGreaterThan(0);
  }
});

import type { APIRequestContext } from "@playwright/test";
import { LinkChecker, LinkState } from "linkinator";

import { allRoutes } from "@/lib/seo/routes";

import { expect, test } from "./support/test";

const NOT_FOUND_PATH = "/this-page-does-not-exist";

/** Decodes the entities that can appear in an attribute value of server-rendered HTML. */
function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The href of every <a> and <area> of the document. */
function anchorHrefs(html: string): string[] {
  const hrefs: string[] = [];
  for (const tag of html.matchAll(/<(?:a|area)\b[^>]*>/gi)) {
    const href = /\shref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag[0]);
    const value = href?.[1] ?? href?.[2] ?? href?.[3];
    if (value !== undefined) hrefs.push(decodeAttribute(value));
  }
  return hrefs;
}

/** Every id="..." of the document. */
function idsOf(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sid\s*=\s*(?:"([^"]*)"|'([^']*)')/gi))
    ids.add(decodeAttribute(match[1] ?? match[2] ?? ""));
  return ids;
}

test.describe("links", () => {
  test("a crawl from every route finds no broken internal link", async ({ baseURL }) => {
    test.setTimeout(300_000);
    const origin = new URL(baseURL!).origin;
    const checker = new LinkChecker();
    // Every page the crawler read (reported once per page, so this event, not a link's parent, tells it was read).
    const crawled = new Set<string>();
    checker.on("pagestart", (url) => crawled.add(new URL(url).pathname));
    const result = await checker.check({
      // Every route: the thank-you and schedule pages are reached by redirect, never by a link.
      path: allRoutes.map((route) => `${origin}${route}`),
      recurse: true,
      concurrency: 8,
      timeout: 30_000,
      // No network here: only the site under test is fetched (the canonical site URL and every other host are skipped).
      linksToSkip: async (link) => {
        try {
          return new URL(link).origin !== origin;
        } catch {
          return true;
        }
      },
    });
    const checked = result.links.filter((link) => link.state !== LinkState.SKIPPED);
    expect(checked.length, "links checked").toBeGreaterThan(allRoutes.length);
    expect(
      allRoutes.filter((route) => !crawled.has(route)),
      "routes whose links were not checked",
    ).toEqual([]);
    const broken = result.links
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => `${link.url} (status ${link.status ?? "none"}) on ${link.parent ?? "?"}`);
    expect(broken, "broken internal links").toEqual([]);
  });

  test("every internal #anchor of every route points at an element with that id", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    const pages = new Map<string, Promise<string>>();
    const load = (api: APIRequestContext, pathname: string) => {
      let page = pages.get(pathname);
      if (!page) {
        page = api.get(pathname).then(async (response) => {
          expect(response.status(), `${pathname} status`).toBeLessThan(400);
          return response.text();
        });
        pages.set(pathname, page);
      }
      return page;
    };

    const problems: string[] = [];
    let anchorsChecked = 0;
    for (const route of [...allRoutes, NOT_FOUND_PATH]) {
      const response = await request.get(route);
      const html = await response.text();
      for (const href of anchorHrefs(html)) {
        const target = new URL(href, `${origin}${route}`);
        if (target.origin !== origin || target.hash.length <= 1) continue;
        const id = decodeURIComponent(target.hash.slice(1));
        const targetHtml =
          target.pathname === route ? html : await load(request, `${target.pathname}${target.search}`);
        anchorsChecked += 1;
        if (!idsOf(targetHtml).has(id))
          problems.push(`${route}: ${href} -> no element with id="${id}" on ${target.pathname}`);
      }
    }
    expect(anchorsChecked, "anchors found").toBeGreaterThan(0);
    expect([...new Set(problems)], "anchors without a target").toEqual([]);
  });
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { caseStudies } from "@/content/case-studies";
import { portfolioItems } from "@/content/portfolio";
import { freeWebsiteTestimonials, homeTestimonials, roofingTestimonials } from "@/content/testimonials";
import { FORM_ANCHOR_IDS } from "@/lib/browser/scroll-to-form";
import { allRoutes } from "@/lib/seo/routes";

const root = path.resolve(__dirname, "../..");
const contentDir = path.join(root, "content");

/** Element ids that pages render and content may point at with a #hash. */
const knownIds = new Set<string>([
  ...FORM_ANCHOR_IDS,
  "free-website-form",
  "main",
  ...portfolioItems.map((item) => item.id),
]);

function contentFiles(dir: string, ext: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(file, ext);
    return file.endsWith(ext) ? [file] : [];
  });
}

/** Internal links written in content: quoted absolute paths in the TS modules and Markdown links in the articles. */
function internalLinks(): { file: string; href: string }[] {
  const links: { file: string; href: string }[] = [];
  for (const file of contentFiles(contentDir, ".ts")) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/["'`](\/[A-Za-z0-9\-/._#]*)["'`]/g))
      links.push({ file, href: match[1]! });
  }
  for (const file of contentFiles(path.join(contentDir, "blog"), ".mdx")) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(/\]\((\/[^)\s]*)\)/g)) links.push({ file, href: match[1]! });
  }
  return links;
}

function resolves(href: string): string | null {
  const [pathname = "", hash] = href.split("#");
  const isFile = /\.[a-z0-9]+$/i.test(pathname);
  if (isFile) return existsSync(path.join(root, "public", pathname)) ? null : `no file public${pathname}`;
  const route = pathname === "" ? "/" : pathname.replace(/\/+$/, "") || "/";
  // The console is outside the public routes (and the sitemap): its pages are folders of app/admin.
  const consolePage = route.startsWith("/admin") && existsSync(path.join(root, "app", route, "page.tsx"));
  if (!allRoutes.includes(route) && !consolePage) return `no route ${route}`;
  if (hash && !knownIds.has(hash)) return `no element #${hash}`;
  return null;
}

describe("links named in content/", () => {
  const links = internalLinks();

  it("finds the links it checks", () => {
    expect(links.length).toBeGreaterThan(30);
  });

  it("every internal link resolves to a route, a public file or a known element id", () => {
    const broken = links
      .map(({ file, href }) => ({ file: path.relative(root, file), href, problem: resolves(href) }))
      .filter((link) => link.problem !== null);
    expect(broken).toEqual([]);
  });

  it("the results page's portfolio links point at portfolio blocks", () => {
    const anchors = caseStudies.flatMap((study) => (study.portfolioAnchor ? [study.portfolioAnchor] : []));
    expect(anchors).toEqual([
      "aaa-water-well-portfolio",
      "double-a-ranch-portfolio",
      "estrada-interiors-portfolio",
      "metanoia-cinema-portfolio",
    ]);
    for (const anchor of anchors) expect(resolves(`/portfolio#${anchor}`)).toBeNull();
  });

  it("every logo and mock-up image named in content exists in public/", () => {
    const images = [
      ...caseStudies.map((study) => study.logo.src),
      ...portfolioItems.flatMap((item) => [item.screenshots.desktop.src, item.screenshots.phone.src]),
      ...[...homeTestimonials, ...roofingTestimonials, ...freeWebsiteTestimonials].flatMap((t) =>
        t.logo ? [t.logo.src] : [],
      ),
    ];
    for (const src of images) expect(existsSync(path.join(root, "public", src)), src).toBe(true);
  });
});

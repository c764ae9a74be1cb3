import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import {
  absoluteUrls,
  CRITICAL_STYLE_ATTRIBUTE,
  firstScreenMarkup,
  HELD_SELECTOR,
  HOLD_REST,
  inlineCriticalCssInBuild,
} from "../../scripts/lib/critical-css";

const SHEET = "/_next/static/chunks/site.css";
const CSS = [
  '@font-face{font-family:brand;src:url(../media/brand.woff2)format("woff2")}',
  ".top{color:red}",
  ".hero{color:blue}",
  ".second{color:green}",
  ".third{color:purple}",
  ".fourth{color:teal}",
  ".menu{color:orange}",
  ".js .wizard{display:none}",
  ":where(.stack>:not(:last-child)){margin:1px}",
  '.brand-vars{--font:"brand", "brand Fallback"}',
  "@media (min-width:40rem){.hero{color:navy}.fourth{color:pink}}",
].join("");

const page = (body: string) =>
  `<!DOCTYPE html><html class="brand-vars"><head><meta charset="utf-8"/>` +
  `<link rel="stylesheet" href="${SHEET}" data-precedence="next"/><title>t</title></head><body>${body}` +
  `<script>self.__next_f.push([1,"x"])</script></body></html>`;

const BODY =
  `<header class="top"><nav><div hidden class="menu">Services</div></nav></header>` +
  `<main><script type="application/ld+json">{}</script><section class="hero"><ul class="stack"><li>a</li></ul>` +
  `<form class="wizard"></form></section><section class="second">Next</section><section class="third">Then</section>` +
  `<section class="fourth">Far</section></main><footer class="fourth">Footer</footer>`;

function fakeBuild(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "critical-css-"));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, "server", file)), { recursive: true });
    writeFileSync(path.join(dir, "server", file), html);
  }
  mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
  writeFileSync(path.join(dir, "static", "chunks", "site.css"), CSS);
  return dir;
}

describe("critical CSS", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("marks what surrounds <main> but the footer, and its first three blocks; hidden parts and scripts go", () => {
    const markup = firstScreenMarkup(page(BODY));
    expect(markup).toContain('<header class="top" data-beasties-container');
    expect(markup).toContain('<section class="hero" data-beasties-container');
    expect(markup).toContain('<section class="second" data-beasties-container');
    expect(markup).toContain('<section class="third" data-beasties-container');
    expect(markup).not.toMatch(/class="fourth" data-beasties-container/);
    expect(markup).not.toContain("Services");
    expect(markup).not.toContain("<script");
  });

  it("inlines the first screen's rules with the fonts and moves the stylesheet to the end of the body", async () => {
    dir = fakeBuild({ "app/index.html": page(BODY) });
    expect(await inlineCriticalCssInBuild(dir)).toMatch(
      /^critical-css: 1 prerendered pages draw their first screen/,
    );
    const html = readFileSync(path.join(dir, "server", "app", "index.html"), "utf8");
    const head = html.slice(0, html.indexOf("</head>"));
    const style =
      new RegExp(`<style ${CRITICAL_STYLE_ATTRIBUTE}="">([\\s\\S]*)</style>`).exec(head)?.[1] ?? "";
    for (const rule of [".top{", ".hero{", ".second{", ".third{", ".js .wizard{", ":where(.stack>"])
      expect(style, rule).toContain(rule);
    expect(style).not.toContain(".fourth");
    expect(style).not.toContain(".menu");
    expect(style).toContain("url(/_next/static/media/brand.woff2)");
    // The inline face has a name of its own, which the page's font class names with a rule that outranks the sheet's.
    expect(style).toContain(
      '@font-face{font-family:"brand first-screen";src:url(/_next/static/media/brand.woff2)',
    );
    expect(style).toContain('.brand-vars.brand-vars{--font:"brand first-screen", "brand Fallback"}');
    expect(style.endsWith(HOLD_REST)).toBe(true);
    expect(head).not.toContain('rel="stylesheet"');
    expect(html).toContain(`<link rel="stylesheet" href="${SHEET}" data-precedence="next"/></body>`);
    // A second run leaves the page as it is.
    await inlineCriticalCssInBuild(dir);
    expect(readFileSync(path.join(dir, "server", "app", "index.html"), "utf8")).toBe(html);
  });

  it("fails when no page links a stylesheet of the build (Next's output changed shape)", async () => {
    dir = fakeBuild({ "app/index.html": "<html><head></head><body>plain</body></html>" });
    await expect(inlineCriticalCssInBuild(dir)).rejects.toThrow(/no prerendered page/);
  });

  it("makes relative urls absolute from the stylesheet's path, leaving the others", () => {
    expect(
      absoluteUrls("a{b:url(../media/x.woff2)}c{d:url('img/y.png')}", "/_next/static/chunks/s.css"),
    ).toBe("a{b:url(/_next/static/media/x.woff2)}c{d:url('/_next/static/chunks/img/y.png')}");
    const untouched = "a{b:url(/x.png)}c{d:url(data:image/png;base64,AA)}e{f:url(https://cdn.example/z.png)}";
    expect(absoluteUrls(untouched, "/_next/static/chunks/s.css")).toBe(untouched);
  });

  it("is undone by the stylesheet for exactly what it holds back", () => {
    const globals = readFileSync(path.join(__dirname, "../../app/globals.css"), "utf8");
    const rule = /([^{};/]+)\{([^{}]*visibility:\s*visible;[^{}]*)\}/.exec(
      globals.replace(/\/\*[\s\S]*?\*\//g, ""),
    );
    expect(rule?.[1]?.replace(/\s+/g, "")).toBe(HELD_SELECTOR);
    for (const declaration of ["content-visibility: visible", "animation: none"])
      expect(rule?.[2]).toContain(declaration);
  });
});

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import {
  absoluteUrls,
  INLINE_STYLE_ATTRIBUTE,
  inlineCssInBuild,
  inlineStylesheets,
} from "../../scripts/lib/inline-css";

const SHEET = "/_next/static/chunks/site.css";
const CSS =
  '@font-face{font-family:brand;src:url(../media/brand.woff2)format("woff2")}.hero{color:blue}' +
  ".chat-panel{color:green}.unused{color:red}";
const LINK = `<link rel="stylesheet" href="${SHEET}" data-precedence="next"/>`;

const page = (links: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${links}<title>t</title></head>` +
  `<body><main class="hero">Hi</main><script>self.__next_f.push([1,"x"])</script></body></html>`;

function fakeBuild(pages: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "inline-css-"));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(dir, "server", file)), { recursive: true });
    writeFileSync(path.join(dir, "server", file), html);
  }
  mkdirSync(path.join(dir, "static", "chunks"), { recursive: true });
  writeFileSync(path.join(dir, "static", "chunks", "site.css"), CSS);
  writeFileSync(path.join(dir, "static", "chunks", "more.css"), ".more{color:red}");
  // The site's client code: a lazily loaded chunk that draws a class no page's markup holds.
  writeFileSync(path.join(dir, "static", "chunks", "chat.js"), 'e.jsx("div",{className:"chat-panel open"})');
  return dir;
}

describe("inline stylesheet", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("puts the rules the page and the client code use in the head in the link's place and switches the link off", () => {
    dir = fakeBuild({ "app/index.html": page(LINK), "app/about.html": page(LINK) });
    expect(inlineCssInBuild(dir)).toMatch(/^inline-css: 2 prerendered pages carry the rules they use inline/);
    const html = readFileSync(path.join(dir, "server", "app", "index.html"), "utf8");
    expect(html).toContain(
      `<meta charset="utf-8"/><style ${INLINE_STYLE_ATTRIBUTE}="">@font-face{font-family:brand;` +
        `src:url(/_next/static/media/brand.woff2)format("woff2")}.hero{color:blue}.chat-panel{color:green}</style>` +
        `<link rel="stylesheet" href="${SHEET}" data-precedence="next" media="not all" disabled=""/><title>t</title>`,
    );
    // The body is untouched.
    expect(html.slice(html.indexOf("<body>"))).toBe(page(LINK).slice(page(LINK).indexOf("<body>")));
    // A second run leaves the page as it is.
    inlineCssInBuild(dir);
    expect(readFileSync(path.join(dir, "server", "app", "index.html"), "utf8")).toBe(html);
  });

  it("inlines every stylesheet of the page, in order, in one tag", () => {
    const more = LINK.replace("site.css", "more.css");
    const html = inlineStylesheets(
      page(LINK + more),
      (href) => (href.endsWith("more.css") ? ".more{}" : ".site{}"),
      new Set(["site", "more"]),
    );
    expect(html).toContain(
      `<style ${INLINE_STYLE_ATTRIBUTE}="">.site{}.more{}</style>${LINK.replace("/>", ' media="not all" disabled=""/>')}` +
        more.replace("/>", ' media="not all" disabled=""/>'),
    );
  });

  it("leaves a page without a stylesheet of the build, and never lets the CSS end the tag", () => {
    expect(inlineStylesheets(page(""), () => "")).toBeUndefined();
    const html = inlineStylesheets(page(LINK), () => '/* </style> */a::after{content:"</style>"}')!;
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(html).toContain('a::after{content:"\\3c /style>"}');
  });

  it("fails when no page links a stylesheet of the build (Next's output changed shape)", () => {
    dir = fakeBuild({ "app/index.html": "<html><head></head><body>plain</body></html>" });
    expect(() => inlineCssInBuild(dir)).toThrow(/no prerendered page/);
  });

  it("makes relative urls absolute from the stylesheet's path, leaving the others", () => {
    expect(
      absoluteUrls("a{b:url(../media/x.woff2)}c{d:url('img/y.png')}", "/_next/static/chunks/s.css"),
    ).toBe("a{b:url(/_next/static/media/x.woff2)}c{d:url('/_next/static/chunks/img/y.png')}");
    const untouched = "a{b:url(/x.png)}c{d:url(data:image/png;base64,AA)}e{f:url(https://cdn.example/z.png)}";
    expect(absoluteUrls(untouched, "/_next/static/chunks/s.css")).toBe(untouched);
  });
});

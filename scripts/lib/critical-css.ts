/**
 * Each prerendered page draws its first screen from CSS inlined in its `<head>`; the site's stylesheet moves to the
 * end of `<body>`, where it no longer holds back the first paint.
 *
 * On a phone every request costs a round trip, and a stylesheet in `<head>` is one more before anything is drawn: it
 * put LCP at about twice a bare Next.js page's (docs/performance.md). The inline rules are those that match what a
 * visitor sees first (everything around `<main>` but the footer, and the first three blocks of `<main>`), chosen by
 * beasties from the page's own markup; hidden parts (closed menus, popovers) do not count. Until the stylesheet
 * arrives, the rest of the page is held back (HOLD_REST), so nothing is seen unstyled. Run after `next build` by
 * `npm run build`'s postbuild step and by the audit's builds.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import Beasties from "beasties";
import { DomUtils, parseDocument } from "htmlparser2";

// Exactly what React writes for a stylesheet of the build (`precedence="next"`).
const STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"\s]+\.css)" data-precedence="next"\/>/g;
const CONTAINER = "data-beasties-container";
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;
/** Marks a page already rewritten (a second run changes nothing). */
export const CRITICAL_STYLE_ATTRIBUTE = "data-critical";

/** A page's first screen: its first three blocks (a heading band is often short, and so is the block after it). */
const FIRST_SCREEN_BLOCKS = 3;

/** What the first screen leaves out: the blocks of `<main>` after the first ones, and the footer. */
export const HELD_SELECTOR = `main>${":not(script)~".repeat(FIRST_SCREEN_BLOCKS)}*,body>footer`;

/**
 * Until the stylesheet arrives, HELD_SELECTOR is neither rendered (its space estimated) nor shown: the first paint is
 * the first screen, drawn complete, and nothing is seen unstyled. If the stylesheet never comes, the rest still shows
 * after REVEAL_AFTER. The stylesheet (app/globals.css) undoes it, in the same layer, so a section's own utilities win.
 */
export const REVEAL_AFTER = "3s";
export const HOLD_REST =
  `@keyframes critical-reveal{to{visibility:visible}}@layer base{${HELD_SELECTOR}{` +
  `content-visibility:auto;contain-intrinsic-size:auto 600px;visibility:hidden;animation:critical-reveal 0s ${REVEAL_AFTER} forwards}}`;

/** The CSS with each relative `url()` made absolute from the stylesheet's own path. */
export function absoluteUrls(css: string, stylesheetHref: string): string {
  return css.replace(/url\((["']?)(?![a-z]+:|\/|#)([^)"']+)\1\)/gi, (_match, quote: string, url: string) => {
    const { pathname, search, hash } = new URL(url, `http://site${stylesheetHref}`);
    return `url(${quote}${pathname}${search}${hash}${quote})`;
  });
}

type Node = ReturnType<typeof parseDocument>["children"][number];
type Element = Extract<Node, { attribs: Record<string, string> }>;

const isElement = (node: Node): node is Element => "attribs" in node;

/** The markup the first screen is made of: hidden parts removed, the first-screen blocks marked as containers. */
export function firstScreenMarkup(html: string): string {
  const document = parseDocument(html, { decodeEntities: false });
  const hidden = DomUtils.findAll(
    (element) =>
      "hidden" in element.attribs ||
      "popover" in element.attribs ||
      ["script", "template", "noscript"].includes(element.name),
    document.children,
  );
  for (const element of hidden) DomUtils.removeElement(element);
  const body = DomUtils.findOne((element) => element.name === "body", document.children);
  const main = DomUtils.findOne((element) => element.name === "main", document.children);
  // Everything around <main> but the footer (header, skip link, action bar), and the first blocks of <main>.
  const containers = (body?.children ?? []).filter(
    (node): node is Element => isElement(node) && node.name !== "main" && node.name !== "footer",
  );
  containers.push(...(main?.children.filter(isElement) ?? []).slice(0, FIRST_SCREEN_BLOCKS));
  for (const container of containers) container.attribs[CONTAINER] = "";
  return DomUtils.getOuterHTML(document, { decodeEntities: false });
}

const FAMILY = /font-family:\s*(?:"([^"]+)"|'([^']+)'|([^;}]+))/;

/**
 * The font faces and the rules, with each web font under a name of its own, named by rules that outrank the
 * stylesheet's. With `font-display: optional`, a font that misses the first paint is left out for the page's life;
 * the stylesheet's copy of the same face, arriving later with the file cached, would otherwise bring it in then and
 * rewrap the text on screen (a layout shift).
 */
export function ownFontFaces(faces: string[], css: string): string {
  let rules = css;
  const renamed = faces.map((face) => {
    const match = FAMILY.exec(face);
    const family = (match?.[1] ?? match?.[2] ?? match?.[3] ?? "").trim();
    if (!family || !/url\(/.test(face)) return face;
    const own = `${family} first-screen`;
    // A rule naming the family (next/font's class on <html>) names the inline face, its class doubled to outrank.
    rules = rules.replace(
      /(^|})([^{}@]+)\{([^{}]*"([^"]+)"[^{}]*)\}/g,
      (rule, before: string, selector: string, body: string) =>
        body.includes(`"${family}"`)
          ? `${before}${selector
              .split(",")
              .map((part) => `${part}${/^\.[\w-]+$/.test(part.trim()) ? part.trim() : ""}`)
              .join(",")}{${body.replaceAll(`"${family}"`, `"${own}"`)}}`
          : rule,
    );
    return face.replace(FAMILY, `font-family:"${own}"`);
  });
  return renamed.join("") + rules;
}

// The classes on <html> and <body> (the fonts' custom properties): outside every container, yet they style it all.
function rootClassSelectors(html: string): RegExp[] {
  const tags = html.match(/<(?:html|body)\b[^>]*>/g) ?? [];
  const classes = tags.flatMap((tag) => /\sclass="([^"]*)"/.exec(tag)?.[1]?.split(/\s+/) ?? []);
  // Next's and Tailwind's class names are word characters and dashes; a selector escapes nothing else.
  return classes.filter((name) => /^[\w-]+$/.test(name)).map((name) => new RegExp(`\\.${name}(?![\\w-])`));
}

/** The CSS rules of the build's stylesheets that the first screen uses (with its fonts and keyframes), minified. */
async function criticalRules(html: string, stylesheets: string[], distDir: string): Promise<string> {
  const beasties = new Beasties({
    path: distDir,
    publicPath: "/_next/",
    pruneSource: false,
    mergeStylesheets: true,
    reduceInlineStyles: false,
    // The fonts are named through a custom property beasties cannot follow: their faces are added whole below.
    inlineFonts: false,
    preloadFonts: false,
    // Kept whole: rules that hold once the page's first script has run (`html.js`, set before the first paint),
    // selectors inside :is()/:where() (Tailwind's space-y, group variants) that beasties cannot match, and the root's.
    allowRules: [/\.js(?![\w-])/, /:(?:is|where)\(/, ...rootClassSelectors(html)],
    keyframes: "critical",
    compress: true,
    logLevel: "silent",
  });
  const processed = await beasties.process(firstScreenMarkup(html));
  const css = /<style>([\s\S]*?)<\/style>/.exec(processed)?.[1];
  if (!css) throw new Error("critical-css: beasties found no rule for the first screen");
  const fontFaces = stylesheets.flatMap(
    (href) => readFileSync(path.join(distDir, href.replace(/^\/_next\//, "")), "utf8").match(FONT_FACE) ?? [],
  );
  // Inline, a relative url() would resolve against the page's address instead of the stylesheet's.
  return absoluteUrls(ownFontFaces(fontFaces, css.replace(FONT_FACE, "")), stylesheets[0]!);
}

/**
 * The page with its first screen's CSS inline and its stylesheets at the end of `<body>`; undefined when it has no
 * stylesheet of the build (or was rewritten already).
 */
export async function inlineCriticalCss(html: string, distDir: string): Promise<string | undefined> {
  const headEnd = html.indexOf("</head>");
  const bodyEnd = html.lastIndexOf("</body>");
  if (headEnd === -1 || bodyEnd === -1) return undefined;
  const found = [...html.slice(0, headEnd).matchAll(STYLESHEET)];
  if (found.length === 0) return undefined;
  const links = found.map(([tag]) => tag);
  const rules = await criticalRules(
    html,
    found.map(([, href]) => href!),
    distDir,
  );
  const style = `<style ${CRITICAL_STYLE_ATTRIBUTE}="">${rules}${HOLD_REST}</style>`;
  let head = html.slice(0, headEnd);
  // The inline rules take the first stylesheet's place, so the order of the head's other tags is kept.
  head = head.replace(links[0]!, style);
  for (const link of links.slice(1)) head = head.replace(link, "");
  return `${head}${html.slice(headEnd, bodyEnd)}${links.join("")}${html.slice(bodyEnd)}`;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Rewrites every prerendered page of a build (`<distDir>/server`, every copy). Returns one line saying what changed;
 * throws when no page had a stylesheet to move (Next's output changed shape).
 */
export async function inlineCriticalCssInBuild(distDir: string): Promise<string> {
  let pages = 0;
  let largest = 0;
  let styled = 0;
  for (const file of htmlFiles(path.join(distDir, "server"))) {
    const html = readFileSync(file, "utf8");
    if (html.includes(`<style ${CRITICAL_STYLE_ATTRIBUTE}=`)) {
      styled += 1;
      continue;
    }
    const rewritten = await inlineCriticalCss(html, distDir);
    if (rewritten === undefined) continue;
    writeFileSync(file, rewritten);
    pages += 1;
    largest = Math.max(largest, rewritten.length - html.length);
  }
  if (pages + styled === 0)
    throw new Error(
      `critical-css: no prerendered page under ${distDir}/server links a stylesheet of the build`,
    );
  return `critical-css: ${pages} prerendered pages draw their first screen from inline CSS (at most ${(largest / 1000).toFixed(1)} KB added)`;
}

/**
 * Each prerendered page carries the icon sprite's symbols it uses, once, at the end of its `<body>`, and its `<use>`
 * elements point at them (`#icon-phone`) instead of at the sprite's file (`/icons.svg#phone`). A `<use>` of another
 * document makes the parser request that document: about 15 ms at 4x CPU before the first paint, and the icons then
 * wait a round trip for the file. A `<use>` of the page's own symbol costs neither (docs/performance.md, "The icons'
 * symbols in the page").
 *
 * Only the markup changes: the framework's payload still names the file, so what React draws later (another route,
 * a dialog) uses the file, and hydration, which does not compare attributes, is unaffected. The symbols come last in
 * `<body>`, after everything React renders, where hydration leaves extra nodes alone. Run after `next build` with the
 * inline stylesheet (scripts/lib/inline-css.ts), by `npm run build`'s postbuild step and by the audit's builds.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { ICON_SPRITE_PATH } from "../../components/ui/sprite-path";
import { rewritePages } from "./build-pages";

/** The in-page symbols' ids: the icon's name behind a prefix, so that no id of the page's own is taken. */
export const ICON_ID_PREFIX = "icon-";
/** Marks the in-page symbols (and a page already rewritten: a second run changes nothing). */
export const SPRITE_ATTRIBUTE = "data-icon-sprite";

// Either quote: the articles' static markup is written with single ones.
const USE_OF_FILE = new RegExp(`<use href=(["'])${ICON_SPRITE_PATH.replace(/\./g, "\\.")}#([\\w-]+)\\1`, "g");

/** The sprite's symbols by icon name, each as written in the sprite. */
export function spriteSymbols(sprite: string): Map<string, string> {
  const symbols = new Map<string, string>();
  for (const [symbol, name] of sprite.matchAll(/<symbol id="([\w-]+)"[^>]*>[\s\S]*?<\/symbol>/g))
    symbols.set(name!, symbol);
  return symbols;
}

/**
 * The page with the symbols its markup uses at the end of `<body>` and its `<use>` elements pointing at them;
 * undefined when its markup uses no icon of the sprite (or was rewritten already). Throws on an icon the sprite lacks.
 */
export function inlineIconSprite(html: string, symbols: ReadonlyMap<string, string>): string | undefined {
  if (html.includes(`${SPRITE_ATTRIBUTE}=`)) return undefined;
  const used = new Set<string>();
  const rewritten = html.replace(USE_OF_FILE, (_use, quote: string, name: string) => {
    used.add(name);
    return `<use href=${quote}#${ICON_ID_PREFIX}${name}${quote}`;
  });
  const bodyEnd = rewritten.lastIndexOf("</body>");
  if (used.size === 0 || bodyEnd === -1) return undefined;
  const inPage = [...used].map((name) => {
    const symbol = symbols.get(name);
    if (!symbol) throw new Error(`inline-sprite: the page uses the icon "${name}", which the sprite lacks`);
    return symbol.replace(`id="${name}"`, `id="${ICON_ID_PREFIX}${name}"`);
  });
  const sprite = `<svg ${SPRITE_ATTRIBUTE}="" aria-hidden="true" style="display:none">${inPage.join("")}</svg>`;
  return rewritten.slice(0, bodyEnd) + sprite + rewritten.slice(bodyEnd);
}

/**
 * Rewrites every prerendered page of a build (`<distDir>/server`). Returns one line saying what changed; throws when
 * the build has no prerendered sprite or no page uses it (Next's output changed shape).
 */
export function inlineSpriteInBuild(distDir: string): string {
  const spriteFile = path.join(distDir, "server", "app", `${ICON_SPRITE_PATH.slice(1)}.body`);
  if (!existsSync(spriteFile)) throw new Error(`inline-sprite: no prerendered sprite at ${spriteFile}`);
  const symbols = spriteSymbols(readFileSync(spriteFile, "utf8"));
  const { pages, already, largest } = rewritePages(distDir, `${SPRITE_ATTRIBUTE}=`, (html) =>
    inlineIconSprite(html, symbols),
  );
  if (pages + already === 0)
    throw new Error(`inline-sprite: no prerendered page under ${distDir}/server uses ${ICON_SPRITE_PATH}`);
  return `inline-sprite: ${pages} prerendered pages carry the icons they use (${(largest / 1000).toFixed(1)} KB more each at most)`;
}

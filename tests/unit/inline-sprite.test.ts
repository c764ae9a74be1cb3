import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import {
  ICON_ID_PREFIX,
  inlineIconSprite,
  inlineSpriteInBuild,
  SPRITE_ATTRIBUTE,
  spriteSymbols,
} from "../../scripts/lib/inline-sprite";

const PHONE = '<symbol id="phone" viewBox="0 0 24 24"><path d="M1 1h2"/></symbol>';
const STAR = '<symbol id="star" viewBox="0 0 24 24"><path d="m12 2 3 7"/></symbol>';
const MAIL = '<symbol id="mail" viewBox="0 0 24 24"><rect width="20" height="16"/></symbol>';
const SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">${PHONE}${STAR}${MAIL}</svg>`;

const icon = (name: string) =>
  `<svg aria-hidden="true" class="icon"><use href="/icons.svg#${name}"></use></svg>`;
// The framework's payload names the file too, escaped inside a script: it must stay as it is.
const PAYLOAD =
  '<script>self.__next_f.push([1,"[\\"$\\",\\"use\\",null,{\\"href\\":\\"/icons.svg#star\\"}]"])</script>';
const page = (body: string) => `<!DOCTYPE html><html><head></head><body>${body}${PAYLOAD}</body></html>`;

describe("icon sprite in the page", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("reads the sprite's symbols by name", () => {
    expect([...spriteSymbols(SPRITE)]).toEqual([
      ["phone", PHONE],
      ["star", STAR],
      ["mail", MAIL],
    ]);
  });

  it("points the markup's icons at the page's own symbols, each once, after everything else in the body", () => {
    const html = inlineIconSprite(
      page(`<a>${icon("star")}Call${icon("phone")}</a>${icon("star")}`),
      spriteSymbols(SPRITE),
    )!;
    const local = (name: string) => `<use href="#${ICON_ID_PREFIX}${name}">`;
    expect(html).toBe(
      page(`<a>${icon("star")}Call${icon("phone")}</a>${icon("star")}`)
        .replaceAll('<use href="/icons.svg#star">', local("star"))
        .replace('<use href="/icons.svg#phone">', local("phone"))
        .replace(
          "</body>",
          `<svg ${SPRITE_ATTRIBUTE}="" aria-hidden="true" style="display:none">` +
            `${STAR.replace('id="star"', 'id="icon-star"')}${PHONE.replace('id="phone"', 'id="icon-phone"')}</svg></body>`,
        ),
    );
    // The payload still names the file; the unused icon is not carried.
    expect(html).toContain(PAYLOAD);
    expect(html).not.toContain("icon-mail");
  });

  it("rewrites references in single quotes too, as the articles' static markup writes them", () => {
    const html = inlineIconSprite(page("<p><use href='/icons.svg#mail'></use></p>"), spriteSymbols(SPRITE))!;
    expect(html).toContain("<p><use href='#icon-mail'></use></p>");
    expect(html).toContain('<symbol id="icon-mail"');
  });

  it("leaves a page without icons, or already rewritten, as it is", () => {
    const symbols = spriteSymbols(SPRITE);
    expect(inlineIconSprite(page("<p>No icons</p>"), symbols)).toBeUndefined();
    const once = inlineIconSprite(page(icon("mail")), symbols)!;
    expect(inlineIconSprite(once, symbols)).toBeUndefined();
  });

  it("fails on an icon the sprite lacks", () => {
    expect(() => inlineIconSprite(page(icon("rocket")), spriteSymbols(SPRITE))).toThrow(/"rocket"/);
  });

  it("rewrites every prerendered page of a build, and fails a build whose output changed shape", () => {
    dir = mkdtempSync(path.join(tmpdir(), "inline-sprite-"));
    const app = path.join(dir, "server", "app");
    mkdirSync(path.join(app, "blog"), { recursive: true });
    writeFileSync(path.join(app, "icons.svg.body"), SPRITE);
    writeFileSync(path.join(app, "index.html"), page(icon("phone")));
    writeFileSync(path.join(app, "blog", "post.html"), page(icon("mail")));
    expect(inlineSpriteInBuild(dir)).toMatch(/^inline-sprite: 2 prerendered pages carry the icons they use/);
    const post = readFileSync(path.join(app, "blog", "post.html"), "utf8");
    expect(post).toContain(`<use href="#icon-mail">`);
    inlineSpriteInBuild(dir);
    expect(readFileSync(path.join(app, "blog", "post.html"), "utf8")).toBe(post);

    writeFileSync(path.join(app, "index.html"), page("<p>x</p>"));
    writeFileSync(path.join(app, "blog", "post.html"), page("<p>y</p>"));
    expect(() => inlineSpriteInBuild(dir)).toThrow(/no prerendered page/);
    rmSync(path.join(app, "icons.svg.body"));
    expect(() => inlineSpriteInBuild(dir)).toThrow(/no prerendered sprite/);
  });
});

import { describe, expect, it } from "vitest";

import { htmlWeight, markupBytes } from "@/scripts/lib/html-weight";

const css = "@layer base{body{margin:0}}@layer components{.btn{display:inline-flex;font-weight:700}}";
const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;

describe("htmlWeight", () => {
  it("counts the inline stylesheet and its copies in the payload apart from the markup and the payload", () => {
    const tree = '0:["$","div",null,{}]\n';
    const html = `<html><head><style data-precedence="next">${css}</style></head><body>${push(
      `2:T${Buffer.byteLength(css).toString(16)},${css}${tree}`,
    )}</body></html>`;
    const weight = htmlWeight(html);
    expect(weight.inlineCss).toBe(css.length);
    expect(weight.payloadCss).toBe(css.length);
    expect(weight.payload).toBe(
      push(`2:T${Buffer.byteLength(css).toString(16)},${css}${tree}`).length -
        "<script></script>".length -
        css.length,
    );
    expect(markupBytes(weight)).toBe(html.length - 2 * css.length);
  });

  it("leaves a text chunk that is not the stylesheet in the payload", () => {
    const text = "an article's words";
    const weight = htmlWeight(`<style>${css}</style>${push(`5:T${text.length.toString(16)},${text}`)}`);
    expect(weight.payloadCss).toBe(0);
  });

  it("leaves a short text row that happens to occur inside the stylesheet in the payload", () => {
    const text = "display:inline-flex";
    const weight = htmlWeight(`<style>${css}</style>${push(`5:T${text.length.toString(16)},${text}`)}`);
    expect(weight.payloadCss).toBe(0);
  });

  it("finds a copy that follows another text row, of one of the stylesheets React merged into one <style>", () => {
    const font = "@font-face{font-family:brandFont;src:url(/f.woff2)}";
    const words = "an article's words";
    const payload = `4:T${words.length.toString(16)},${words}9:T${Buffer.byteLength(css).toString(16)},${css}0:[]\n`;
    const weight = htmlWeight(`<style data-precedence="next">${font}${css}</style>${push(payload)}`);
    expect(weight.payloadCss).toBe(css.length);
  });
});

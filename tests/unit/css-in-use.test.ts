import { describe, expect, it } from "vitest";

import { cssInUse, requiredClasses, wordsOf } from "../../scripts/lib/css-in-use";

const using = (...classes: string[]) => {
  const words = new Set(classes);
  return (className: string) => words.has(className);
};

describe("the classes a selector requires", () => {
  it("reads escaped class names whole, one list per selector", () => {
    expect(requiredClasses(".btn.btn-sm:hover>svg")).toEqual([["btn", "btn-sm"]]);
    expect(requiredClasses(".max-\\[359px\\]\\:px-2\\.5")).toEqual([["max-[359px]:px-2.5"]]);
    expect(requiredClasses(".a .b,.c")).toEqual([["a", "b"], ["c"]]);
  });

  it("requires nothing of a selector without classes, in functional pseudo-classes or in attribute values", () => {
    expect(requiredClasses("h1")).toBeUndefined();
    expect(requiredClasses(".a,:root")).toBeUndefined();
    expect(requiredClasses("html:not(.brand-font)")).toBeUndefined();
    expect(requiredClasses('a[href$=".pdf"]')).toBeUndefined();
    expect(requiredClasses(".group:has(.peer:checked) .x")).toEqual([["group", "x"]]);
  });
});

describe("the words of markup and code", () => {
  it("splits on spaces, quotes and backslashes, and reads HTML and JSON escapes", () => {
    const words = wordsOf(
      '<a class="btn [&amp;&gt;svg]:size-4">x</a><script>push("{\\"className\\":\\"card \\u0026:hover\\"}")</script>',
    );
    for (const word of ["btn", "[&>svg]:size-4", "card", "&:hover"]) expect(words.has(word), word).toBe(true);
  });
});

describe("the rules a page uses", () => {
  const CSS =
    "@layer theme,base,utilities;@font-face{font-family:x;src:local(Arial)}" +
    "@layer base{h1{font-weight:700}}" +
    "@layer utilities{.p-2{padding:.5rem}.px-4{padding-inline:1rem}.unused{color:red}" +
    "@media (min-width:40rem){.sm\\:p-8{padding:2rem}.gone{color:red}}@media print{.gone{color:red}}}" +
    "@keyframes spin{to{transform:rotate(1turn)}}";

  it("keeps the used rules in their order and every rule without classes, and drops the rest", () => {
    expect(cssInUse(CSS, using("p-2", "px-4", "sm:p-8"))).toBe(
      "@layer theme,base,utilities;@font-face{font-family:x;src:local(Arial)}" +
        "@layer base{h1{font-weight:700}}" +
        "@layer utilities{.p-2{padding:.5rem}.px-4{padding-inline:1rem}" +
        "@media (min-width:40rem){.sm\\:p-8{padding:2rem}}}" +
        "@keyframes spin{to{transform:rotate(1turn)}}",
    );
  });

  it("keeps a layer left empty, which holds its place in the order", () => {
    expect(cssInUse("@layer a{.x{color:red}}@layer b{.y{color:blue}}", using("y"))).toBe(
      "@layer a{}@layer b{.y{color:blue}}",
    );
  });

  it("keeps a rule with a selector list when one of its selectors can match", () => {
    expect(cssInUse(".a .b,.c{color:red}", using("c"))).toBe(".a .b,.c{color:red}");
    expect(cssInUse(".a .b,.c{color:red}", using("a"))).toBe("");
  });
});

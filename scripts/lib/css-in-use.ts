/**
 * The rules of a stylesheet a page can use: a rule stays when every class its selector requires is a word of the
 * page's markup or of the site's client code; rules without classes, and at-rules without rules (`@font-face`,
 * `@property`, `@layer` orders), always stay. Order and text are the stylesheet's own, so the cascade is unchanged.
 *
 * A class only inside `:not()`, `:is()`, `:where()`, `:has()` or another functional pseudo-class is not required
 * (`:not(.x)` matches where `.x` is absent), nor a dot inside an attribute selector: such a rule stays, which keeps
 * the subset on the safe side.
 */
import postcss, { type AtRule, type Container } from "postcss";

/** Characters that end a class name in markup, JSON and JavaScript strings. */
const WORD_BREAK = /[\s"'`\\]+/;

/** Escapes of HTML and JSON that can stand for a character of a class name (`[&>svg]:size-4`). */
const ESCAPES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "\\u0026": "&",
  "\\u003c": "<",
  "\\u003e": ">",
  "\\u0027": "'",
};
const ESCAPE = new RegExp(
  Object.keys(ESCAPES)
    .map((key) => key.replace(/\\/g, "\\\\"))
    .join("|"),
  "gi",
);

/** The words of a text that may be class names. */
export function wordsOf(text: string): Set<string> {
  const words = new Set<string>();
  for (const word of text.split(WORD_BREAK)) if (word) words.add(word);
  const unescaped = text.replace(ESCAPE, (escape) => ESCAPES[escape.toLowerCase()] ?? escape);
  if (unescaped !== text) for (const word of unescaped.split(WORD_BREAK)) if (word) words.add(word);
  return words;
}

/**
 * The classes a selector list requires for some of its selectors to match: undefined when one of them requires none.
 * Each inner array is one selector's classes.
 */
export function requiredClasses(selectorList: string): string[][] | undefined {
  const selectors: string[][] = [[]];
  let depth = 0;
  for (let at = 0; at < selectorList.length; at += 1) {
    const char = selectorList[at]!;
    if (char === "\\") {
      at += 1;
    } else if (char === "(" || char === "[") {
      depth += 1;
    } else if (char === ")" || char === "]") {
      depth -= 1;
    } else if (char === "," && depth === 0) {
      selectors.push([]);
    } else if (char === "." && depth === 0) {
      let name = "";
      for (at += 1; at < selectorList.length; at += 1) {
        const next = selectorList[at]!;
        if (next === "\\") name += selectorList[(at += 1)] ?? "";
        else if (/[\w-]/.test(next) || next.charCodeAt(0) > 127) name += next;
        else break;
      }
      at -= 1;
      if (name) selectors.at(-1)!.push(name);
    }
  }
  return selectors.some((classes) => classes.length === 0) ? undefined : selectors;
}

/** Removes the at-rules left without rules (`@media`, `@supports`), keeping `@layer` blocks, which set the order. */
function pruneEmpty(container: Container): void {
  container.each((node) => {
    if (node.type !== "atrule" || !node.nodes) return;
    pruneEmpty(node);
    if (node.nodes.length === 0 && (node as AtRule).name !== "layer") node.remove();
  });
}

/** The stylesheet reduced to the rules whose classes `has` finds. */
export function cssInUse(css: string, has: (className: string) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    if (rule.parent?.type === "atrule" && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const required = requiredClasses(rule.selector);
    if (required && !required.some((classes) => classes.every(has))) rule.remove();
  });
  pruneEmpty(root);
  return root.toString();
}

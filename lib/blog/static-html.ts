import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

/*
 * A tree of plain elements (a compiled article) as one HTML string: the page's payload then carries the article as a
 * text chunk rather than one JSON node per paragraph, list item and link, and the markup is unchanged.
 */

const VOID_ELEMENTS = new Set(["area", "br", "col", "hr", "img", "input", "source", "wbr"]);
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  className: "class",
  htmlFor: "for",
  tabIndex: "tabindex",
};

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, "&quot;");

type Props = Record<string, unknown> & { children?: ReactNode };

function attributesOf(props: Props): string {
  let html = "";
  for (const [name, value] of Object.entries(props)) {
    if (name === "children" || value === undefined || value === null || value === false) continue;
    if (typeof value === "object" || typeof value === "function") {
      throw new Error(`static HTML cannot write the attribute ${name}`);
    }
    const attribute = ATTRIBUTE_NAMES[name] ?? name;
    html += value === true ? ` ${attribute}=""` : ` ${attribute}="${escapeAttribute(String(value))}"`;
  }
  return html;
}

/** The HTML of a tree of host elements and plain function components (no hooks, no client components). */
export function staticHtml(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return escapeText(String(node));
  if (Array.isArray(node)) return node.map(staticHtml).join("");
  if (!isValidElement(node)) throw new Error("static HTML takes elements, text and arrays only");
  const { type, props } = node as ReactElement<Props>;
  if (type === Fragment) return staticHtml(props.children);
  if (typeof type === "function") return staticHtml((type as (props: Props) => ReactNode)(props));
  if (typeof type !== "string") throw new Error("static HTML cannot render this element type");
  const open = `<${type}${attributesOf(props)}>`;
  return VOID_ELEMENTS.has(type) ? open : `${open}${staticHtml(props.children)}</${type}>`;
}

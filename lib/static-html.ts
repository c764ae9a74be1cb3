import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";

import { PACKED_GT, PACKED_LT } from "./packed-html";

/*
 * A tree of plain elements (a compiled article, a list of cards) as one HTML string: the payload then carries it as a
 * text chunk rather than one JSON node per element, and the markup is unchanged.
 */

const VOID_ELEMENTS = new Set(["area", "br", "col", "hr", "img", "input", "source", "wbr"]);
// React's prop names that differ from the attribute; any other name with a capital is refused, not guessed.
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  className: "class",
  htmlFor: "for",
  tabIndex: "tabindex",
  srcSet: "srcset",
  fetchPriority: "fetchpriority",
  dateTime: "datetime",
};

const reference = (c: string) => `&#${c.charCodeAt(0)};`;
// The packed delimiters (lib/packed-html.ts) as references too, so no text or value is ever taken for a tag.
const escapeText = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replaceAll(PACKED_LT, reference(PACKED_LT))
    .replaceAll(PACKED_GT, reference(PACKED_GT));
// Single quotes unless the value holds one: the payload writes every double quote as two bytes, a single one as one.
const quoteAttribute = (value: string) =>
  value.includes("'") ? `"${escapeText(value).replace(/"/g, "&quot;")}"` : `'${escapeText(value)}'`;

type Props = Record<string, unknown> & { children?: ReactNode };

// The style properties whose numbers React writes without a unit (others get "px").
const UNITLESS = new Set([
  "flex",
  "flexGrow",
  "flexShrink",
  "fontWeight",
  "lineHeight",
  "opacity",
  "order",
  "zIndex",
]);

const styleOf = (style: Record<string, unknown>) =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([name, value]) => {
      const text =
        typeof value === "number" && value !== 0 && !UNITLESS.has(name) ? `${value}px` : String(value);
      return `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:${text}`;
    })
    .join(";");

function attributesOf(props: Props): string {
  let html = "";
  for (const [name, raw] of Object.entries(props)) {
    if (name === "children" || raw === undefined || raw === null || raw === false) continue;
    const value = name === "style" && typeof raw === "object" ? styleOf(raw as Record<string, unknown>) : raw;
    const attribute = ATTRIBUTE_NAMES[name] ?? name;
    if (typeof value === "object" || typeof value === "function" || /[A-Z]/.test(attribute)) {
      throw new Error(`static HTML cannot write the attribute ${name}`);
    }
    // As React writes them: true is "true" on aria-* and data-* attributes, an empty value on boolean ones.
    const text = value === true && !/^(aria|data)-/.test(attribute) ? "" : String(value);
    html += ` ${attribute}=${quoteAttribute(text)}`;
  }
  return html;
}

/**
 * The HTML of a tree of host elements and plain function components (no hooks). `hosts` names the components to
 * write as a plain element with the same props, such as the client link as an `<a>` (a full page load, no prefetch).
 */
export function staticHtml(node: ReactNode, hosts: ReadonlyMap<unknown, string> = new Map()): string {
  if (node === null || node === undefined || typeof node === "boolean") return "";
  if (typeof node === "string" || typeof node === "number") return escapeText(String(node));
  if (Array.isArray(node)) return node.map((child: ReactNode) => staticHtml(child, hosts)).join("");
  if (!isValidElement(node)) throw new Error("static HTML takes elements, text and arrays only");
  const { props } = node as ReactElement<Props>;
  const type = hosts.get(node.type) ?? node.type;
  if (type === Fragment) return staticHtml(props.children, hosts);
  if (typeof type === "function") return staticHtml((type as (props: Props) => ReactNode)(props), hosts);
  if (typeof type !== "string") throw new Error("static HTML cannot render this element type");
  const open = `<${type}${attributesOf(props)}>`;
  return VOID_ELEMENTS.has(type) ? open : `${open}${staticHtml(props.children, hosts)}</${type}>`;
}

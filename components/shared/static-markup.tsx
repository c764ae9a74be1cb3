import type * as React from "react";

import { Link } from "@/components/ui/link";
import { packHtml } from "@/lib/packed-html";
import { staticHtml } from "@/lib/static-html";

import { PackedMarkup, type MarkupTag } from "./packed-markup";

// Inside static markup the client link is a plain anchor: a full page load, and no prefetch on intent.
const hosts = new Map<unknown, string>([[Link, "a"]]);

/**
 * A container whose server-rendered children reach React as one HTML string: the payload carries them as a text
 * chunk instead of a JSON node per element (packed, lib/packed-html.ts), and the markup is the same. Only for
 * children with no client behaviour.
 */
export function StaticMarkup({
  as = "div",
  children,
  ...props
}: { as?: MarkupTag } & Omit<React.ComponentProps<"div">, "dangerouslySetInnerHTML">) {
  return <PackedMarkup as={as} {...(props as object)} html={packHtml(staticHtml(children, hosts))} />;
}

import type * as React from "react";

import { Link } from "@/components/ui/link";
import { staticHtml } from "@/lib/static-html";

// Inside static markup the client link is a plain anchor: a full page load, and no prefetch on intent.
const hosts = new Map<unknown, string>([[Link, "a"]]);

/**
 * A container whose server-rendered children reach React as one HTML string: the payload carries them as a text
 * chunk instead of a JSON node per element, and the markup is the same. Only for children with no client behaviour.
 */
export function StaticMarkup({
  as: Tag = "div",
  children,
  ...props
}: { as?: "div" | "header" | "ul" | "ol" } & Omit<React.ComponentProps<"div">, "dangerouslySetInnerHTML">) {
  return <Tag {...(props as object)} dangerouslySetInnerHTML={{ __html: staticHtml(children, hosts) }} />;
}

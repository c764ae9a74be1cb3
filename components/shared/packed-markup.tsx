"use client";

import { createElement, type ComponentProps } from "react";

import { unpackHtml } from "@/lib/packed-html";

export type MarkupTag = "div" | "header" | "ul" | "ol";

/** A container that unpacks its static HTML before setting it: the markup is the server's, the payload lighter. */
export function PackedMarkup({
  as,
  html,
  ...props
}: { as: MarkupTag; html: string } & Omit<ComponentProps<"div">, "children" | "dangerouslySetInnerHTML">) {
  return createElement(as, { ...props, dangerouslySetInnerHTML: { __html: unpackHtml(html) } });
}

"use client";

import type { NavLink } from "@/content/navigation";

import { LinkItems } from "./link-items";

/** A titled list of footer links; a client leaf, so each page's payload carries the links as data, not markup. */
export function FooterLinks({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="footer-title">{title}</h2>
      <ul className="flex flex-col">
        <LinkItems links={links} className="footer-link" />
      </ul>
    </nav>
  );
}

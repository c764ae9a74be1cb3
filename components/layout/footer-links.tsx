"use client";

import { Link } from "@/components/ui/link";
import type { NavLink } from "@/content/navigation";

/** A titled list of footer links; a client leaf, so each page's payload carries the links as data, not markup. */
export function FooterLinks({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="footer-title">{title}</h2>
      <ul className="flex flex-col">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="footer-link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

"use client";

import Link from "next/link";

import { DisclosureMenu } from "@/components/ui/disclosure-menu";
import type { NavLink } from "@/content/navigation";

const itemClass =
  "flex min-h-10 items-center rounded-md px-3 py-2 text-base hover:bg-primary-soft hover:text-primary-hover focus-visible:bg-primary-soft";

export function ServicesMenu({
  label,
  viewAllLabel,
  links,
}: {
  label: string;
  viewAllLabel: string;
  links: readonly NavLink[];
}) {
  return (
    <DisclosureMenu
      label={label}
      className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-md px-3 font-semibold text-foreground hover:text-primary aria-expanded:text-primary"
    >
      {(close) => (
        <ul>
          <li className="mb-1 border-b border-border pb-1">
            <Link href="/services" className={`${itemClass} font-semibold text-primary`} onClick={close}>
              {viewAllLabel}
            </Link>
          </li>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={itemClass} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DisclosureMenu>
  );
}

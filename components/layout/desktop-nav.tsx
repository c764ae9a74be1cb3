"use client";

import { DisclosureMenu } from "@/components/ui/disclosure-menu";
import { ChevronDown } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { NavLink } from "@/content/navigation";

import { NavItems } from "./nav-items";

/**
 * The header's navigation from 1280 px, with its Services dropdown (opened and closed by the DisclosureMenu leaf).
 * A client leaf given its links as data: the page's payload carries them once, not their markup.
 */
export function DesktopNav({
  before,
  services,
  after,
  servicesLabel,
  viewAllServices,
}: {
  before: readonly NavLink[];
  services: readonly NavLink[];
  after: readonly NavLink[];
  servicesLabel: string;
  viewAllServices: string;
}) {
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        <NavItems links={before} className="nav-link" />
        <li>
          <DisclosureMenu
            label={
              <>
                {servicesLabel}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-aria-expanded:rotate-180"
                />
              </>
            }
            className="group nav-link cursor-pointer gap-1 aria-expanded:text-primary"
            panelClassName="absolute top-full left-0 z-50 mt-2 min-w-64 rounded-xl border border-border bg-background p-2 shadow-xl"
          >
            <ul>
              <li className="mb-1 border-b border-border pb-1">
                <Link href="/services" className="menu-item font-semibold text-primary">
                  {viewAllServices}
                </Link>
              </li>
              <NavItems links={services} className="menu-item" />
            </ul>
          </DisclosureMenu>
        </li>
        <NavItems links={after} className="nav-link" />
      </ul>
    </nav>
  );
}

"use client";

import type * as React from "react";

import { DisclosureMenu } from "@/components/ui/disclosure-menu";
import type { NavLink } from "@/content/navigation";

import { LinkItems } from "./link-items";

/** A client leaf given its links as data: the page's payload carries them once, not their markup. */
export function DesktopNav({
  before,
  services,
  after,
  servicesToggle,
}: {
  before: readonly NavLink[];
  services: readonly NavLink[];
  after: readonly NavLink[];
  /** The Services button's label and chevron, drawn on the server (the icon code stays out of this script). */
  servicesToggle: React.ReactNode;
}) {
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        <LinkItems links={before} className="nav-link" />
        <li>
          <DisclosureMenu
            label={servicesToggle}
            className="group nav-link cursor-pointer gap-1 aria-expanded:text-primary"
            panelClassName="menu-panel"
          >
            <ul className="services-list">
              <LinkItems links={services} className="menu-item" />
            </ul>
          </DisclosureMenu>
        </li>
        <LinkItems links={after} className="nav-link" />
      </ul>
    </nav>
  );
}

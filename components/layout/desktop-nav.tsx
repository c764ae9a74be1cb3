"use client";

import { DisclosureMenu } from "@/components/ui/disclosure-menu";
import { Icon } from "@/components/ui/sprite-icon";
import type { NavLink } from "@/content/navigation";

import { LinkItems } from "./link-items";

/**
 * The header's navigation from 1280 px, with its Services dropdown (opened and closed by the DisclosureMenu leaf).
 * A client leaf given its links as data: the page's payload carries them once, not their markup.
 */
export function DesktopNav({
  before,
  services,
  after,
  servicesLabel,
}: {
  before: readonly NavLink[];
  services: readonly NavLink[];
  after: readonly NavLink[];
  servicesLabel: string;
}) {
  return (
    <nav aria-label="Main" className="hidden xl:block">
      <ul className="flex items-center gap-1">
        <LinkItems links={before} className="nav-link" />
        <li>
          <DisclosureMenu
            label={
              <>
                {servicesLabel}
                <Icon
                  name="chevron-down"
                  aria-hidden="true"
                  className="size-4 transition-transform group-aria-expanded:rotate-180"
                />
              </>
            }
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

"use client";

import { ScrollToFormLink } from "@/components/shared/scroll-to-form-link";
import { Icon } from "@/components/ui/sprite-icon";
import type { NavLink } from "@/content/navigation";

import { LinkItems, type ChromeLink } from "./link-items";
import { SocialList } from "./social-list";

/** What the menu shows, as data: a few hundred bytes in the page's payload instead of its whole markup. */
export interface MobileMenuContent {
  phone: { href: string; display: string; label: string };
  ctaLabel: string;
  servicesLabel: string;
  before: readonly NavLink[];
  services: readonly NavLink[];
  after: readonly NavLink[];
  socials: readonly ChromeLink[];
}

export function MobileMenuPanel({ menu }: { menu: MobileMenuContent }) {
  return (
    <>
      {/* The two actions first: a visitor who opens the menu on a phone is often ready to call. */}
      <div className="flex flex-col gap-3">
        <a
          href={menu.phone.href}
          className="sheet-link justify-center gap-2 border-2 border-primary text-primary"
          aria-label={menu.phone.label}
        >
          <Icon name="phone" className="size-5" />
          <span className="whitespace-nowrap">{menu.phone.display}</span>
        </a>
        {/* The button classes written out: class-variance-authority stays out of every page's script. */}
        <ScrollToFormLink className="btn btn-accent">{menu.ctaLabel}</ScrollToFormLink>
      </div>
      <nav aria-label="Mobile" className="mt-6 border-t border-border pt-4">
        <ul className="flex flex-col gap-1">
          <LinkItems links={menu.before} className="sheet-link" />
          <li>
            {/* A native disclosure: it folds the ten service links without any JavaScript of its own. */}
            <details className="group">
              <summary className="sheet-link cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden">
                {menu.servicesLabel}
                <Icon
                  name="chevron-down"
                  aria-hidden="true"
                  className="size-5 transition-transform group-open:rotate-180"
                />
              </summary>
              <ul className="services-list ml-3 flex flex-col border-l-2 border-primary-soft pl-2">
                <LinkItems links={menu.services} className="sheet-link" />
              </ul>
            </details>
          </li>
          <LinkItems links={menu.after} className="sheet-link" />
        </ul>
      </nav>
      <SocialList links={menu.socials} className="mt-6 justify-center" />
    </>
  );
}

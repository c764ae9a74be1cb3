"use client";

import { ScrollToFormLink } from "@/components/shared/scroll-to-form-link";
import { ChevronDown, Phone } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import type { NavLink } from "@/content/navigation";
import { HOME_LEAD_FORM_HREF } from "@/lib/scroll-to-form";

import { NavItems } from "./nav-items";
import { SocialList, type SocialLink } from "./social-list";

/** What the menu shows, as data: a few hundred bytes in the page's payload instead of its whole markup. */
export interface MobileMenuContent {
  phone: { href: string; display: string; label: string };
  ctaLabel: string;
  servicesLabel: string;
  viewAllServices: string;
  before: readonly NavLink[];
  services: readonly NavLink[];
  after: readonly NavLink[];
  socials: readonly SocialLink[];
}

/** The body of the mobile menu, drawn in the browser at the menu's first opening. */
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
          <Phone aria-hidden="true" className="size-5" />
          <span className="whitespace-nowrap">{menu.phone.display}</span>
        </a>
        {/* The button classes written out: class-variance-authority stays out of every page's script. */}
        <ScrollToFormLink href={HOME_LEAD_FORM_HREF} className="btn btn-accent">
          {menu.ctaLabel}
        </ScrollToFormLink>
      </div>
      <nav aria-label="Mobile" className="mt-6 border-t border-border pt-4">
        <ul className="flex flex-col gap-1">
          <NavItems links={menu.before} className="sheet-link" />
          <li>
            {/* A native disclosure: it folds the ten service links without any JavaScript of its own. */}
            <details className="group">
              <summary className="sheet-link cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden">
                {menu.servicesLabel}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 transition-transform group-open:rotate-180"
                />
              </summary>
              <ul className="ml-3 flex flex-col border-l-2 border-primary-soft pl-2">
                <li>
                  <Link href="/services" className="sheet-link text-primary">
                    {menu.viewAllServices}
                  </Link>
                </li>
                <NavItems links={menu.services} className="sheet-link" />
              </ul>
            </details>
          </li>
          <NavItems links={menu.after} className="sheet-link" />
        </ul>
      </nav>
      <SocialList links={menu.socials} className="mt-6 justify-center" />
    </>
  );
}

import { PhoneNumber } from "@/components/shared/contact-text";
import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";
import { ChevronDown, Menu, Phone, X } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { Sheet } from "@/components/ui/sheet";
import { primaryNav, serviceNav } from "@/content/navigation";
import { siteConfig } from "@/content/site";
import { headerCopy } from "@/content/site-sections";

import { SocialLinks } from "./social-links";

/** The menu on small screens: rendered here on the server, opened and closed by the Sheet leaf. */
export function MobileMenu() {
  const menuLabel = headerCopy.menuLabel.toLowerCase();
  return (
    <Sheet
      triggerLabel={`Open ${menuLabel}`}
      triggerClassName="inline-flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-muted xl:hidden"
      triggerIcon={<Menu aria-hidden="true" className="size-6" />}
      title={headerCopy.menuLabel}
      closeLabel={`Close ${menuLabel}`}
      closeIcon={<X aria-hidden="true" className="size-6" />}
    >
      {/* The two actions first: a visitor who opens the menu on a phone is often ready to call. */}
      <div className="flex flex-col gap-3">
        <a
          href={siteConfig.phone.href}
          className="sheet-link justify-center gap-2 border-2 border-primary text-primary"
          aria-label={`${headerCopy.callLabel}: ${siteConfig.phone.display}`}
        >
          <Phone aria-hidden="true" className="size-5" />
          <PhoneNumber />
        </a>
        <ScrollToFormButton>{headerCopy.ctaLabel}</ScrollToFormButton>
      </div>
      <nav aria-label="Mobile" className="mt-6 border-t border-border pt-4">
        <ul className="flex flex-col gap-1">
          {primaryNav.before.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="sheet-link">
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            {/* A native disclosure: it folds the ten service links without any JavaScript of its own. */}
            <details className="group">
              <summary className="sheet-link cursor-pointer list-none justify-between [&::-webkit-details-marker]:hidden">
                {headerCopy.servicesLabel}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 transition-transform group-open:rotate-180"
                />
              </summary>
              <ul className="ml-3 flex flex-col border-l-2 border-primary-soft pl-2">
                <li>
                  <Link href="/services" className="sheet-link text-primary">
                    {headerCopy.viewAllServices}
                  </Link>
                </li>
                {serviceNav.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="sheet-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          {primaryNav.after.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="sheet-link">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <SocialLinks className="mt-6 justify-center" />
    </Sheet>
  );
}

import { Phone } from "@/components/icons";
import { PhoneNumber } from "@/components/shared/contact-text";
import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";
import { Link } from "@/components/ui/link";
import { primaryNav } from "@/content/navigation";
import { siteConfig } from "@/content/site";
import { headerCopy } from "@/content/site-sections";

import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { ServicesMenu } from "./services-menu";
import { TopBanner } from "./top-banner";

const navLinkClass =
  "inline-flex min-h-11 items-center rounded-md px-3 font-semibold whitespace-nowrap text-foreground hover:text-primary";

/** `banner={false}` leaves out the "claim your spot" banner (on the pages of a call already booked). */
export function SiteHeader({ banner = true }: { banner?: boolean }) {
  return (
    <header className="sticky top-0 z-40 shadow-sm">
      {banner ? <TopBanner /> : null}
      <div className="border-b border-border bg-background">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Logo />
          {/* From 1280 px: below that, seven links, the call link and the main button do not fit on one line. */}
          <nav aria-label="Main" className="hidden xl:block">
            <ul className="flex items-center gap-1">
              {primaryNav.before.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={navLinkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
              <li>
                <ServicesMenu />
              </li>
              {primaryNav.after.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={navLinkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            <a
              href={siteConfig.phone.href}
              className="hidden min-h-11 items-center gap-2 rounded-md px-2 font-bold text-navy hover:text-primary sm:inline-flex"
              aria-label={`${headerCopy.callLabel}: ${siteConfig.phone.display}`}
            >
              <Phone aria-hidden="true" className="size-5 text-primary" />
              {/* Beside the full navigation the number needs 1536 px; the icon (and its label) stays. */}
              <PhoneNumber className="xl:max-2xl:hidden" />
            </a>
            <ScrollToFormButton size="sm" className="hidden md:inline-flex">
              {headerCopy.ctaLabel}
            </ScrollToFormButton>
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  );
}

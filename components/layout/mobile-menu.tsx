import { PhoneNumber } from "@/components/shared/contact-text";
import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";
import { Menu, Phone, X } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { Sheet } from "@/components/ui/sheet";
import { primaryNav, serviceNav } from "@/content/navigation";
import { siteConfig } from "@/content/site";
import { headerCopy } from "@/content/site-sections";

import { SocialLinks } from "./social-links";

const linkClass = "flex min-h-11 items-center rounded-md px-3 text-base font-semibold hover:bg-muted";

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
      <nav aria-label="Mobile">
        <ul className="flex flex-col gap-1">
          {primaryNav.before.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <p className="px-3 pt-3 pb-1 text-sm font-bold tracking-wide text-muted-foreground uppercase">
              {headerCopy.servicesLabel}
            </p>
            <ul className="flex flex-col">
              <li>
                <Link href="/services" className={`${linkClass} text-primary`}>
                  {headerCopy.viewAllServices}
                </Link>
              </li>
              {serviceNav.map((link) => (
                <li key={link.href}>
                  <Link href={link.href} className={`${linkClass} font-medium`}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
          {primaryNav.after.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-col gap-3">
        <a href={siteConfig.phone.href} className={`${linkClass} justify-center gap-2 border border-border`}>
          <Phone aria-hidden="true" className="size-5" />
          <PhoneNumber />
        </a>
        <ScrollToFormButton>{headerCopy.ctaLabel}</ScrollToFormButton>
        <SocialLinks className="justify-center" />
      </div>
    </Sheet>
  );
}

import { Menu, X } from "@/components/ui/icon";
import { Sheet } from "@/components/ui/sheet";
import { primaryNav, serviceNav } from "@/content/navigation";
import { siteConfig } from "@/content/site";
import { headerCopy } from "@/content/site-sections";

import { MobileMenuBody } from "./mobile-menu-body";
import { socialLinks } from "./social-links";

export function MobileMenu() {
  const menuLabel = headerCopy.menuLabel.toLowerCase();
  return (
    <Sheet
      id="mobile-menu"
      triggerLabel={`Open ${menuLabel}`}
      triggerClassName="sheet-button xl:hidden [@media(scripting:none)]:hidden"
      triggerIcon={<Menu aria-hidden="true" className="size-6" />}
      title={headerCopy.menuLabel}
      closeLabel={`Close ${menuLabel}`}
      closeIcon={<X aria-hidden="true" className="size-6" />}
    >
      <MobileMenuBody
        menu={{
          phone: {
            href: siteConfig.phone.href,
            display: siteConfig.phone.display,
            label: `${headerCopy.callLabel}: ${siteConfig.phone.display}`,
          },
          ctaLabel: headerCopy.ctaLabel,
          servicesLabel: headerCopy.servicesLabel,
          before: primaryNav.before,
          services: serviceNav,
          after: primaryNav.after,
          socials: socialLinks,
        }}
      />
    </Sheet>
  );
}

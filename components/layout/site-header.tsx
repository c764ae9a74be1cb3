import { PhoneNumber } from "@/components/shared/contact-text";
import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";
import { ChevronDown, Phone } from "@/components/ui/icon";
import { ownBannerPaths, primaryNav, serviceNav } from "@/content/navigation";
import { siteConfig } from "@/content/site";
import { headerCopy } from "@/content/site-sections";

import { DesktopNav } from "./desktop-nav";
import { HiddenOnPaths } from "./hidden-on-paths";
import { Logo } from "./logo";
import { MobileMenu } from "./mobile-menu";
import { StickyHeader } from "./sticky-header";
import { TopBanner } from "./top-banner";

export function SiteHeader({ banner = true }: { banner?: boolean }) {
  return (
    <StickyHeader
      banner={
        // Someone who has just converted is not asked to claim a spot again; the roofing funnel has its own.
        banner ? (
          <HiddenOnPaths paths={ownBannerPaths}>
            <TopBanner />
          </HiddenOnPaths>
        ) : null
      }
    >
      <div className="border-b border-border bg-background">
        <div className="container-page flex h-14 items-center justify-between gap-4 sm:h-16">
          <Logo />
          {/* From 1280 px: below that, seven links, the call link and the main button do not fit on one line. */}
          <DesktopNav
            before={primaryNav.before}
            services={serviceNav}
            after={primaryNav.after}
            servicesToggle={
              <>
                {headerCopy.servicesLabel}
                <ChevronDown className="nav-chevron" />
              </>
            }
          />
          <div className="flex items-center gap-2">
            <a
              href={siteConfig.phone.href}
              className="header-call"
              aria-label={`${headerCopy.callLabel}: ${siteConfig.phone.display}`}
            >
              <Phone aria-hidden="true" className="size-5 text-primary" />
              {/* A round tap-to-call icon on phones; beside the full navigation the number needs 1536 px. */}
              <PhoneNumber className="max-sm:hidden xl:max-2xl:hidden" />
            </a>
            <ScrollToFormButton size="sm" className="hidden md:inline-flex">
              {headerCopy.ctaLabel}
            </ScrollToFormButton>
            <MobileMenu />
          </div>
        </div>
      </div>
    </StickyHeader>
  );
}

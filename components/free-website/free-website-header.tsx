import { Logo } from "@/components/layout/logo";
import { StickyHeader } from "@/components/layout/sticky-header";
import { PhoneNumber } from "@/components/shared/contact-text";
import { buttonVariants } from "@/components/ui/button";
import { Flame, Phone } from "@/components/ui/icon";
import { siteConfig } from "@/content/site";
import { headerCopy } from "@/content/site-sections";

import { FREE_WEBSITE_FORM_HREF } from "./free-website-form-anchor";

export function FreeWebsiteHeader({ banner, ctaLabel }: { banner?: string; ctaLabel?: string }) {
  return (
    <StickyHeader
      banner={
        banner ? (
          <aside aria-label={headerCopy.bannerLabel} className="bg-accent text-accent-foreground">
            <p className="container-page flex min-h-11 items-center justify-center gap-2 py-1.5 text-center text-sm font-bold sm:text-base">
              <Flame aria-hidden="true" className="size-4 shrink-0" />
              {banner}
            </p>
          </aside>
        ) : null
      }
    >
      <div className="border-b border-border bg-background">
        <div className="container-page flex h-14 items-center justify-between gap-2 sm:h-16">
          <Logo compact />
          <div className="flex items-center gap-1 sm:gap-2">
            <a
              href={siteConfig.phone.href}
              aria-label={`${headerCopy.callLabel}: ${siteConfig.phone.display}`}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 font-bold text-navy hover:text-primary"
            >
              <Phone aria-hidden="true" className="size-5 text-primary" />
              <PhoneNumber className="hidden sm:inline" />
            </a>
            {ctaLabel ? (
              <a href={FREE_WEBSITE_FORM_HREF} className={buttonVariants({ variant: "accent", size: "sm" })}>
                {ctaLabel}
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </StickyHeader>
  );
}

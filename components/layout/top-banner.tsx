import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";
import { Flame } from "@/components/ui/icon";
import { scarcity } from "@/content/offers";
import { headerCopy } from "@/content/site-sections";

import { SocialLinks } from "./social-links";

export function TopBanner() {
  return (
    // A landmark of its own (axe `region`): it sits outside the header so that it can scroll away on phones.
    <aside aria-label={headerCopy.bannerLabel} className="bg-navy text-navy-foreground">
      {/* One line on a 320 px phone (smaller text, no flame), so the sticky banner and header stay under 15% of it;
          two rather than wider than the screen when the fallback font (wider) is drawn. */}
      <div className="top-banner">
        <p className="flex items-center gap-2 whitespace-nowrap">
          <Flame aria-hidden="true" className="size-4 text-orange-300 max-sm:hidden" />
          {scarcity.topBanner}
        </p>
        <ScrollToFormButton
          variant="accent"
          size="sm"
          className="min-h-8 rounded-full px-3 text-xs whitespace-nowrap max-[359px]:px-2.5 sm:px-4 sm:text-sm"
        >
          {scarcity.topBannerButton}
        </ScrollToFormButton>
        <SocialLinks tone="light" className="absolute right-4 max-lg:hidden" />
      </div>
    </aside>
  );
}

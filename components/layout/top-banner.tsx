import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";
import { Flame } from "@/components/ui/icon";
import { scarcity } from "@/content/offers";

import { SocialLinks } from "./social-links";

export function TopBanner() {
  return (
    <div className="bg-navy text-navy-foreground">
      <div className="relative container-page flex min-h-11 flex-wrap items-center justify-center gap-x-4 gap-y-1 py-1.5 text-sm font-semibold sm:text-base">
        <p className="flex items-center gap-2">
          <Flame aria-hidden="true" className="size-4 text-orange-300" />
          {scarcity.topBanner}
        </p>
        <ScrollToFormButton variant="accent" size="sm" className="min-h-8 rounded-full px-4 text-sm">
          {scarcity.topBannerButton}
        </ScrollToFormButton>
        <SocialLinks tone="light" className="absolute right-4 hidden lg:flex" />
      </div>
    </div>
  );
}

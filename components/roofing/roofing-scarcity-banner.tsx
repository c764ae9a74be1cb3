import { MapPin } from "@/components/ui/icon";
import { scarcity } from "@/content/offers";

import { RoofingFormButton } from "./roofing-form-button";

export function RoofingScarcityBanner({ text }: { text: string }) {
  return (
    <div className="border-b border-orange-200 bg-accent-soft">
      <div className="container-page flex min-h-11 flex-wrap items-center justify-center gap-x-3 gap-y-1 py-2 text-center text-sm font-bold text-accent-hover sm:text-base">
        <p className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-5 shrink-0" />
          {text}
        </p>
        <RoofingFormButton size="sm" className="min-h-8 rounded-full px-3 text-xs sm:text-sm">
          {scarcity.topBannerButton}
        </RoofingFormButton>
      </div>
    </div>
  );
}

import { MapPin } from "@/components/ui/icon";
import { scarcity } from "@/content/offers";

import { RoofingFormButton } from "./roofing-form-button";

export function RoofingScarcityBanner({ text }: { text: string }) {
  return (
    <div className="border-b border-orange-200 bg-accent-soft">
      {/* Two short lines on a phone, where the form it points to is on the same screen. */}
      <div className="container-page flex flex-wrap items-center justify-center gap-x-3 gap-y-1 py-1.5 text-center text-xs font-bold text-accent-hover sm:min-h-11 sm:py-2 sm:text-base">
        <p className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 sm:size-5" />
          {text}
        </p>
        <RoofingFormButton size="sm" className="min-h-8 rounded-full px-3 text-xs max-sm:hidden sm:text-sm">
          {scarcity.topBannerButton}
        </RoofingFormButton>
      </div>
    </div>
  );
}

import { BookingWidget } from "@/components/embeds/booking-widget";
import { Section } from "@/components/shared/section";
import type { RoofingPageContent } from "@/content/roofing";

import { PhoneLink } from "./phone-link";
import { RoofingFormButton } from "./roofing-form-button";

export function RoofingBookingSection({
  booking,
  widgetUrl,
  ctaLabel,
}: {
  booking: RoofingPageContent["booking"];
  widgetUrl: string | undefined;
  ctaLabel: string;
}) {
  return (
    <Section
      heading={{
        id: "roofing-booking-title",
        title: booking.title,
        subtitle: widgetUrl ? booking.subtitle : booking.fallbackText,
      }}
    >
      {widgetUrl ? (
        <div className="mx-auto max-w-4xl">
          <BookingWidget src={widgetUrl} title={booking.iframeTitle} />
        </div>
      ) : (
        <div className="flex flex-col justify-center gap-3 sm:flex-row">
          <PhoneLink label={booking.callLabel} />
          <RoofingFormButton>{ctaLabel}</RoofingFormButton>
        </div>
      )}
    </Section>
  );
}

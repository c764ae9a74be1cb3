import { CalendarClock } from "lucide-react";

import { BookingWidget } from "@/components/embeds/booking-widget";
import { Section, SectionHeader } from "@/components/shared/section";
import type { RoofingPageContent } from "@/content/roofing";

import { PhoneLink } from "./phone-link";
import { RoofingFormButton } from "./roofing-form-button";

/**
 * The embedded booking calendar when a booking URL is configured; otherwise a call-to-book fallback with the
 * phone number and a button to the form.
 */
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
    <Section aria-labelledby="roofing-booking-title">
      <SectionHeader id="roofing-booking-title" title={booking.title} subtitle={booking.subtitle} />
      {widgetUrl ? (
        <div className="mx-auto max-w-4xl">
          <BookingWidget src={widgetUrl} title={booking.iframeTitle} />
        </div>
      ) : (
        <div className="mx-auto flex max-w-2xl flex-col items-center gap-6 rounded-xl border border-border bg-muted p-8 text-center">
          <CalendarClock aria-hidden="true" className="size-12 text-primary" />
          <p className="text-lg">{booking.fallbackText}</p>
          <div className="flex w-full flex-col justify-center gap-3 sm:flex-row">
            <PhoneLink label={booking.callLabel} />
            <RoofingFormButton>{ctaLabel}</RoofingFormButton>
          </div>
        </div>
      )}
    </Section>
  );
}

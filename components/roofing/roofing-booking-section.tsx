import { BookingWidget } from "@/components/embeds/booking-widget";
import { SchedulePicker } from "@/components/schedule/schedule-picker";
import { Section } from "@/components/shared/section";
import { Card } from "@/components/ui/card";
import { schedulePage, type RoofingPageContent } from "@/content/roofing";

import { PhoneLink } from "./phone-link";
import { RoofingFormButton } from "./roofing-form-button";

/** "Prefer to Pick a Time Now?": the provider's widget when one is set, else the site's own picker. */
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
    <Section heading={{ id: "roofing-booking-title", title: booking.title, subtitle: booking.subtitle }}>
      {widgetUrl ? (
        <div className="mx-auto max-w-4xl">
          <BookingWidget src={widgetUrl} title={booking.iframeTitle} />
        </div>
      ) : (
        <div className="mx-auto flex max-w-3xl flex-col gap-6">
          {/* The page is static: the open times are read from the browser (without scripts, the phone and form below). */}
          <Card className="p-6 sm:p-8 [html:not(.js)_&]:hidden">
            <SchedulePicker
              availability={null}
              pagePath="/roofing-google-ads"
              beforeForm
              labels={schedulePage}
            />
          </Card>
          <p className="text-center text-muted-foreground">{booking.fallbackText}</p>
          <div className="flex flex-col justify-center gap-3 sm:flex-row">
            <PhoneLink label={booking.callLabel} />
            <RoofingFormButton>{ctaLabel}</RoofingFormButton>
          </div>
        </div>
      )}
    </Section>
  );
}

import type { Metadata } from "next";

import { BookedCallCard } from "@/components/booking/booked-call-card";
import { CallConfirmedHero } from "@/components/roofing/call-confirmed-hero";
import { RescheduleCard } from "@/components/roofing/reschedule-card";
import { RoofingGuideDownloadCard } from "@/components/roofing/roofing-guide-download-card";
import { JsonLd } from "@/components/seo/json-ld";
import { FunnelProgress } from "@/components/shared/funnel-progress";
import { NumberedSteps } from "@/components/shared/numbered-steps";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { finalThankYouPage, roofingPage } from "@/content/roofing";
import { lookUpBooking } from "@/lib/booking/lookup";
import { FINAL_PATH } from "@/lib/booking/paths";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

const metadata = pageMetadata(finalThankYouPage, FINAL_PATH, { noindex: true });

// With a booking's signed link in its address, the page's links are not followed either and it sends no Referer.
export async function generateMetadata({
  searchParams,
}: PageProps<"/roofing-google-ads/final-thank-you">): Promise<Metadata> {
  if ((await searchParams).booking === undefined) return metadata;
  return { ...metadata, robots: { index: false, follow: false }, referrer: "no-referrer" };
}

export default async function Page({ searchParams }: PageProps<"/roofing-google-ads/final-thank-you">) {
  const found = await lookUpBooking((await searchParams).booking);
  // Only a valid, active booking is called confirmed; a cancelled one shows its own card.
  const booked = found.kind === "ok" && !found.view.cancelled;
  const unbooked = finalThankYouPage.unbooked;
  return (
    <>
      <CallConfirmedHero
        booked={booked}
        progress={booked ? <FunnelProgress step={3} /> : undefined}
        title={booked ? finalThankYouPage.title : unbooked.title}
        subtitle={booked ? finalThankYouPage.subtitle : unbooked.subtitle}
      />
      {/* The booked call first (on a phone in the first screen), then what happens next beside it from 1024 px. */}
      <div className="container-page grid grid-cols-1 items-start gap-8 pb-16 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="flex flex-col gap-6 lg:col-start-2 lg:row-start-1">
          {found.kind === "ok" ? (
            <BookedCallCard
              booking={found.view}
              reschedule={booked ? finalThankYouPage.reschedule : undefined}
            />
          ) : null}
          {booked ? null : (
            <RescheduleCard
              reschedule={{
                ...finalThankYouPage.reschedule,
                title: unbooked.cardTitle,
                text: unbooked.callText,
              }}
            >
              <Link
                href="/roofing-google-ads"
                className={buttonVariants({ variant: "accent", className: "w-full" })}
              >
                {unbooked.pickLabel}
              </Link>
            </RescheduleCard>
          )}
          <RoofingGuideDownloadCard guide={finalThankYouPage.guide} />
        </div>
        {booked ? (
          <section aria-labelledby="next-steps-title" className="lg:col-start-1 lg:row-start-1">
            <h2 id="next-steps-title" className="mb-6 text-3xl">
              {finalThankYouPage.nextStepsTitle}
            </h2>
            <NumberedSteps steps={finalThankYouPage.nextSteps} layout="rows" spaced />
          </section>
        ) : null}
      </div>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: finalThankYouPage.breadcrumbHome, path: "/" },
          { name: roofingPage.metaTitle, path: "/roofing-google-ads" },
          { name: finalThankYouPage.metaTitle, path: FINAL_PATH },
        ])}
      />
    </>
  );
}

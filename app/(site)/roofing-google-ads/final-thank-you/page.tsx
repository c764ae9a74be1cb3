import { CallConfirmedHero } from "@/components/roofing/call-confirmed-hero";
import { RescheduleCard } from "@/components/roofing/reschedule-card";
import { RoofingGuideDownloadCard } from "@/components/roofing/roofing-guide-download-card";
import { JsonLd } from "@/components/seo/json-ld";
import { NumberedSteps } from "@/components/shared/numbered-steps";
import { finalThankYouPage, roofingPage } from "@/content/roofing";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(finalThankYouPage, "/roofing-google-ads/final-thank-you");

export default function Page() {
  return (
    <>
      <CallConfirmedHero
        badge={finalThankYouPage.badge}
        title={finalThankYouPage.title}
        subtitle={finalThankYouPage.subtitle}
      />
      <div className="container-page grid grid-cols-1 items-start gap-8 pb-16 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <section aria-labelledby="next-steps-title">
          <h2 id="next-steps-title" className="mb-6 text-3xl">
            {finalThankYouPage.nextStepsTitle}
          </h2>
          <NumberedSteps steps={finalThankYouPage.nextSteps} layout="rows" className="gap-6" />
        </section>
        <div className="flex flex-col gap-6">
          <RescheduleCard reschedule={finalThankYouPage.reschedule} />
          <RoofingGuideDownloadCard guide={finalThankYouPage.guide} />
        </div>
      </div>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: finalThankYouPage.breadcrumbHome, path: "/" },
          { name: roofingPage.metaTitle, path: "/roofing-google-ads" },
          { name: finalThankYouPage.metaTitle, path: "/roofing-google-ads/final-thank-you" },
        ])}
      />
    </>
  );
}

import { FormEmbedScript } from "@/components/embeds/form-embed-script";
import { RoofingBenefits } from "@/components/roofing/roofing-benefits";
import { RoofingBookingSection } from "@/components/roofing/roofing-booking-section";
import { RoofingFinalCta } from "@/components/roofing/roofing-final-cta";
import { RoofingGuideSection } from "@/components/roofing/roofing-guide-section";
import { RoofingHero } from "@/components/roofing/roofing-hero";
import { RoofingProcess } from "@/components/roofing/roofing-process";
import { RoofingScarcityBanner } from "@/components/roofing/roofing-scarcity-banner";
import { RoofingStickyCta } from "@/components/roofing/roofing-sticky-cta";
import { RoofingTestimonials } from "@/components/roofing/roofing-testimonials";
import { roofingPage } from "@/content/roofing";
import { siteConfig } from "@/content/site";
import { roofingTestimonials } from "@/content/testimonials";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(roofingPage, "/roofing-google-ads");

export default function Page() {
  return (
    <div>
      <RoofingScarcityBanner text={roofingPage.scarcityBanner} />
      <RoofingHero hero={roofingPage.hero} leadForm={roofingPage.leadForm} />
      <RoofingBenefits
        section={roofingPage.benefitsSection}
        benefits={roofingPage.benefits}
        ctaLabel={roofingPage.hero.ctaLabel}
      />
      <RoofingProcess section={roofingPage.processSection} steps={roofingPage.process} />
      <RoofingTestimonials
        title={roofingPage.testimonialsTitle}
        subtitle={roofingPage.testimonialsSubtitle}
        testimonials={roofingTestimonials}
        ctaLabel={roofingPage.hero.ctaLabel}
      />
      <RoofingBookingSection
        booking={roofingPage.booking}
        widgetUrl={siteConfig.bookingWidgetUrl}
        ctaLabel={roofingPage.hero.ctaLabel}
      />
      <RoofingGuideSection guide={roofingPage.guide} />
      <RoofingFinalCta cta={roofingPage.finalCta} callLabel={roofingPage.booking.callLabel} />
      <RoofingStickyCta label={roofingPage.stickyMobileCta} />
      <FormEmbedScript src={siteConfig.formEmbedScriptUrl} />
    </div>
  );
}

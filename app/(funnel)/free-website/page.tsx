import { FreeWebsiteFinalCta } from "@/components/free-website/free-website-final-cta";
import { FreeWebsiteHeader } from "@/components/free-website/free-website-header";
import { FreeWebsiteHero } from "@/components/free-website/free-website-hero";
import { FreeWebsiteProcess } from "@/components/free-website/free-website-process";
import { FreeWebsiteProof } from "@/components/free-website/free-website-proof";
import { FreeWebsiteTestimonials } from "@/components/free-website/free-website-testimonials";
import { freeWebsitePage } from "@/content/free-website";
import { freeWebsiteTestimonials } from "@/content/testimonials";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(freeWebsitePage, "/free-website", { noindex: true });

export default function Page() {
  return (
    <>
      <FreeWebsiteHeader
        banner={freeWebsitePage.urgencyBanner}
        ctaLabel={freeWebsitePage.stickyHeader.ctaLabel}
      />
      <main id="main" tabIndex={-1} className="outline-none">
        <FreeWebsiteHero hero={freeWebsitePage.hero} form={freeWebsitePage.form} />
        <FreeWebsiteProcess section={freeWebsitePage.processSection} steps={freeWebsitePage.process} />
        <FreeWebsiteTestimonials
          title={freeWebsitePage.testimonialsTitle}
          subtitle={freeWebsitePage.testimonialsSubtitle}
          testimonials={freeWebsiteTestimonials}
        />
        <FreeWebsiteProof section={freeWebsitePage.proofSection} proofPoints={freeWebsitePage.proofPoints} />
        <FreeWebsiteFinalCta cta={freeWebsitePage.finalCta} />
      </main>
    </>
  );
}

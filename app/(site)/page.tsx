import { ClientLogoStrip } from "@/components/home/client-logo-strip";
import { CommonProblems } from "@/components/home/common-problems";
import { FormSection } from "@/components/home/form-section";
import { FounderSection } from "@/components/home/founder-section";
import { GuideSection } from "@/components/home/guide-section";
import { HomeHero } from "@/components/home/home-hero";
import { SystemSteps } from "@/components/home/system-steps";
import { TestimonialsSection } from "@/components/home/testimonials-section";
import { WhyFullService } from "@/components/home/why-full-service";
import { MetricsBand } from "@/components/shared/metrics-band";
import { homePage, metricsBand } from "@/content/home";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(homePage, "/");

export default function Page() {
  return (
    <>
      <HomeHero />
      <ClientLogoStrip />
      <TestimonialsSection />
      <MetricsBand {...metricsBand} />
      <SystemSteps />
      <WhyFullService />
      <CommonProblems />
      <GuideSection />
      <FounderSection />
      <FormSection />
    </>
  );
}

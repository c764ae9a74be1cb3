import { HowItWorksForm } from "@/components/how-it-works/how-it-works-form";
import { HowItWorksHero } from "@/components/how-it-works/how-it-works-hero";
import { StepTimeline } from "@/components/how-it-works/step-timeline";
import { howItWorksPage } from "@/content/how-it-works";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(howItWorksPage, "/how-it-works");

export default function Page() {
  return (
    <>
      <HowItWorksHero />
      <StepTimeline />
      <HowItWorksForm />
    </>
  );
}

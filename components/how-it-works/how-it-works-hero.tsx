import { PageHeader } from "@/components/shared/page-header";
import { howItWorksPage } from "@/content/how-it-works";

export function HowItWorksHero() {
  return <PageHeader hero={howItWorksPage.hero} id="how-it-works-title" className="pb-4 sm:pb-6" />;
}

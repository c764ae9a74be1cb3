import { PageHeader } from "@/components/shared/page-header";
import { howItWorksPage } from "@/content/how-it-works";

/** The /how-it-works hero: badge, the page's h1 and its promise. */
export function HowItWorksHero() {
  return <PageHeader hero={howItWorksPage.hero} id="how-it-works-title" className="pb-4 sm:pb-6" />;
}

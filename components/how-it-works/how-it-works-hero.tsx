import { Section, SectionHeader } from "@/components/shared/section";
import { howItWorksPage } from "@/content/how-it-works";

/** The /how-it-works hero: badge, the page's h1 and its promise. */
export function HowItWorksHero() {
  const { hero } = howItWorksPage;
  return (
    <Section tone="soft" aria-labelledby="how-it-works-title" className="pb-4 sm:pb-6">
      <SectionHeader
        as="h1"
        id="how-it-works-title"
        badge={hero.badge}
        title={hero.title}
        subtitle={hero.subtitle}
        className="mb-0"
      />
    </Section>
  );
}

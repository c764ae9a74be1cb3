import { Section, SectionHeader } from "@/components/shared/section";
import type { FreeWebsitePageContent } from "@/content/free-website";

/** Proof points: websites built, 5-star reviews, 48-72 hour turnaround. */
export function FreeWebsiteProof({
  section,
  proofPoints,
}: {
  section: FreeWebsitePageContent["proofSection"];
  proofPoints: FreeWebsitePageContent["proofPoints"];
}) {
  return (
    <Section tone="soft" aria-labelledby="free-website-proof-title">
      <SectionHeader id="free-website-proof-title" title={section.title} subtitle={section.subtitle} />
      <ul className="grid gap-6 sm:grid-cols-3">
        {proofPoints.map((point) => (
          <li
            key={point.label}
            className="flex flex-col items-center gap-1 rounded-xl border border-border bg-background p-8 text-center shadow-card"
          >
            <span className="text-4xl font-extrabold text-primary sm:text-5xl">{point.value}</span>
            <span className="text-lg font-semibold">{point.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

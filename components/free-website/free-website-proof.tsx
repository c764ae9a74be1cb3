import { Section } from "@/components/shared/section";
import type { FreeWebsitePageContent } from "@/content/free-website";

export function FreeWebsiteProof({
  section,
  proofPoints,
}: {
  section: FreeWebsitePageContent["proofSection"];
  proofPoints: FreeWebsitePageContent["proofPoints"];
}) {
  return (
    <Section
      tone="soft"
      heading={{ id: "free-website-proof-title", title: section.title, subtitle: section.subtitle }}
    >
      <ul className="grid gap-6 lg:grid-cols-3">
        {proofPoints.map((point) => (
          <li
            key={point.label}
            className="flex flex-col items-center gap-1 rounded-xl border border-border bg-background p-6 text-center shadow-card xl:p-8"
          >
            {/* One line per value ("48-72 hours"): three columns only from 1024 px, at a size that fits them. */}
            <span className="text-3xl font-bold whitespace-nowrap text-primary sm:text-4xl">
              {point.value}
            </span>
            <span className="text-lg font-bold">{point.label}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

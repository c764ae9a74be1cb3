import { Section } from "@/components/shared/section";
import { portfolioItems, portfolioPage } from "@/content/portfolio";

import { PortfolioProject } from "./portfolio-project";

export function PortfolioProjects() {
  return (
    <Section tone="muted" aria-label={portfolioPage.projectsTitle}>
      <div className="flex flex-col gap-10">
        {portfolioItems.map((item, index) => (
          <PortfolioProject key={item.id} item={item} reverse={index % 2 === 1} />
        ))}
      </div>
    </Section>
  );
}

import { Section } from "@/components/shared/section";
import { Badge } from "@/components/ui/badge";
import { Clock } from "@/components/ui/icon";
import { comingSoon, portfolioPage } from "@/content/portfolio";

/** Placeholders for client sites still in progress. */
export function ComingSoonGrid() {
  return (
    <Section
      heading={{
        id: "coming-soon-title",
        title: portfolioPage.comingSoonTitle,
        subtitle: portfolioPage.comingSoonSubtitle,
      }}
    >
      <ul
        role="list"
        className="grid gap-6 sm:grid-cols-2 sm:max-lg:orphan-span-2 lg:orphan-span-3 lg:grid-cols-3"
      >
        {comingSoon.map((project) => (
          <li
            key={project.title}
            className="flex min-h-56 flex-col items-center gap-3 rounded-xl border-2 border-dashed border-input bg-muted p-6 text-center"
          >
            <Clock aria-hidden="true" className="size-8 text-primary" />
            <Badge variant="accent">{portfolioPage.comingSoonLabel}</Badge>
            <h3 className="text-xl">{project.title}</h3>
            <p className="text-muted-foreground">{project.industry}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

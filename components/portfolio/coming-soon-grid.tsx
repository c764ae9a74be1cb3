import { Section } from "@/components/shared/section";
import { Badge } from "@/components/ui/badge";
import { comingSoon, portfolioPage } from "@/content/portfolio";

function BuildSketch() {
  return (
    <svg aria-hidden="true" viewBox="0 0 320 150" className="w-full rounded-t-xl bg-primary-soft">
      <rect x="40" y="18" width="240" height="132" rx="10" fill="#fff" />
      <rect x="40" y="18" width="240" height="20" rx="10" fill="#dbeafe" />
      <circle cx="54" cy="28" r="4" fill="var(--color-accent)" />
      <circle cx="66" cy="28" r="4" fill="#f59e0b" />
      <circle cx="78" cy="28" r="4" fill="var(--color-success)" />
      <rect x="56" y="52" width="120" height="12" rx="4" fill="var(--color-navy)" />
      <rect x="56" y="72" width="170" height="7" rx="3" fill="#cbd5e1" />
      <rect x="56" y="90" width="70" height="20" rx="6" fill="var(--color-accent)" />
      {/* A site mid-build, drawn finished where it is done: solid blocks and a build bar, not empty dashed frames. */}
      <g fill="#e2e8f0">
        <rect x="56" y="118" width="64" height="24" rx="6" />
        <rect x="128" y="118" width="64" height="24" rx="6" />
        <rect x="200" y="118" width="64" height="24" rx="6" />
      </g>
      <rect x="180" y="52" width="84" height="8" rx="4" fill="#e2e8f0" />
      <rect x="180" y="52" width="56" height="8" rx="4" fill="var(--color-success)" />
    </svg>
  );
}

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
          <li key={project.title} className="card flex flex-col gap-4 p-0">
            <BuildSketch />
            <div className="flex flex-col items-start gap-2 px-6 pb-6">
              <Badge variant="accent">{portfolioPage.comingSoonLabel}</Badge>
              <h3 className="text-xl">{project.title}</h3>
              <p className="text-muted-foreground">{project.industry}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

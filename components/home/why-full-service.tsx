import { Section } from "@/components/shared/section";
import { Check, X } from "@/components/ui/icon";
import { homePage, type ComparisonColumn } from "@/content/home";
import { cn } from "@/lib/utils";

function ComparisonCard({ column, kind }: { column: ComparisonColumn; kind: "piecemeal" | "full-service" }) {
  const good = kind === "full-service";
  const Mark = good ? Check : X;
  return (
    <div
      className={cn(
        "rounded-xl p-6 sm:p-8",
        good ? "border-2 border-primary bg-primary-soft shadow-card" : "border border-border bg-muted",
      )}
    >
      <h3 className="text-xl font-bold sm:text-2xl">{column.title}</h3>
      <ul className="mt-6 flex flex-col gap-4">
        {column.points.map((point) => (
          <li key={point} className="flex gap-3">
            <span
              className={cn(
                "flex size-6 shrink-0 items-center justify-center rounded-full",
                good ? "bg-success text-white" : "bg-destructive/10 text-destructive",
              )}
            >
              <Mark aria-hidden="true" className="size-4" strokeWidth={3} />
            </span>
            <span className={good ? "text-foreground" : "text-muted-foreground"}>{point}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Why full-service': piecemeal vendors versus one team. */
export function WhyFullService() {
  const { whyFullService } = homePage;
  return (
    <Section
      heading={{
        id: "why-full-service-title",
        badge: whyFullService.badge,
        title: whyFullService.title,
        subtitle: whyFullService.subtitle,
      }}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <ComparisonCard column={whyFullService.piecemeal} kind="piecemeal" />
        <ComparisonCard column={whyFullService.fullService} kind="full-service" />
      </div>
    </Section>
  );
}

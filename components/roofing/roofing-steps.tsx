import { StepNumber } from "@/components/shared/step-number";
import type { TitledItem } from "@/content/site-sections";
import { cn } from "@/lib/utils";

/** A numbered list of steps; each step's title is an h3 under the section's h2. */
export function RoofingSteps({
  steps,
  stepLabel,
  className,
}: {
  steps: readonly TitledItem[];
  /** e.g. "Step": shown as "Step 1" above the title. */
  stepLabel?: string;
  className?: string;
}) {
  return (
    <ol className={cn("grid gap-6", className)}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex gap-4 rounded-xl border border-border bg-background p-6 shadow-card"
        >
          <StepNumber value={index + 1} />
          <div className="flex flex-col gap-2">
            {stepLabel ? (
              <p className="text-sm font-semibold tracking-wide text-primary uppercase">
                {stepLabel} {index + 1}
              </p>
            ) : null}
            <h3 className="text-lg">{step.title}</h3>
            <p className="text-muted-foreground">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}

import { StepNumber } from "@/components/shared/step-number";
import { Icon } from "@/components/ui/icon";
import type { IconName } from "@/components/ui/icon";
import type { TitledItem } from "@/content/site-sections";
import { cn } from "@/lib/utils";

/** Numbered steps with h3 titles: "cards" stack number, icon and text for a grid; "rows" suit one column. */
export function NumberedSteps({
  steps,
  stepLabel,
  layout = "cards",
  spaced = false,
  className,
}: {
  steps: readonly (TitledItem & { icon?: IconName })[];
  /** e.g. "Step": shown as "Step 1" above the title. */
  stepLabel?: string;
  layout?: "cards" | "rows";
  spaced?: boolean;
  className?: string;
}) {
  return (
    <ol className={cn("grid", layout === "rows" && !spaced ? "gap-4" : "gap-6", className)}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className={cn("card flex", layout === "rows" ? "flex-row gap-4" : "flex-col gap-3")}
        >
          <div className="flex items-center gap-3 self-start">
            <StepNumber value={index + 1} />
            {step.icon ? <Icon name={step.icon} className="size-6 text-primary" /> : null}
          </div>
          <div className="flex flex-col gap-2">
            {stepLabel ? (
              <p className="text-sm font-bold tracking-wide text-primary uppercase">
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

import { Check } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

/** An earlier step gets its check only when it was left complete (`unfinished` lists those that were not). */
export function StepIndicator({
  steps,
  current,
  unfinished = [],
  label,
}: {
  steps: readonly string[];
  current: number;
  unfinished?: readonly number[];
  label: string;
}) {
  return (
    // Sized by the form's own width (a container query): in a narrow column the labels sit under their numbers.
    <div className="@container">
      <p className="sr-only" aria-live="polite">
        {label}: {steps[current - 1]}
      </p>
      <ol className="flex items-center gap-2" aria-label={label}>
        {steps.map((title, index) => {
          const number = index + 1;
          const done = number < current && !unfinished.includes(number);
          const active = number === current;
          return (
            <li key={title} aria-current={active ? "step" : undefined} className="step">
              <span className={cn("step-dot", done && "step-dot-done", active && "step-dot-active")}>
                {done ? <Check aria-hidden="true" className="size-4" /> : number}
              </span>
              <span className={cn("step-title", active && "step-title-active")}>{title}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

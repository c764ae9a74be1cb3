import { Check } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

/**
 * Numbered step indicators of a wizard; the current step is announced through aria-current. An earlier step gets
 * its check only when it was left complete (`unfinished` lists those that were not).
 */
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
            <li
              key={title}
              aria-current={active ? "step" : undefined}
              className="flex flex-1 flex-col items-center gap-1 text-center @md:flex-row @md:gap-2 @md:text-left"
            >
              <span
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold",
                  done && "border-success bg-success text-white",
                  active && "border-primary bg-primary text-white",
                  !done && !active && "border-border text-muted-foreground",
                )}
              >
                {done ? <Check aria-hidden="true" className="size-4" /> : number}
              </span>
              <span
                className={cn(
                  "hidden text-xs leading-tight font-semibold @xs:inline @md:text-sm",
                  active ? "text-foreground" : "text-muted-foreground",
                )}
              >
                {title}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

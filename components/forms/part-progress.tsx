import { cn } from "@/lib/utils";

/** A form's parts inside a funnel step: a bar, not numbered steps that would count beside the funnel's. */
export function PartProgress({
  parts,
  current,
  label,
}: {
  parts: readonly string[];
  current: number;
  label: string;
}) {
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-bold text-muted-foreground" aria-live="polite">
        {label}: {parts[current - 1]}
      </p>
      <div aria-hidden="true" className="grid grid-cols-3 gap-1">
        {parts.map((part, index) => (
          <span
            key={part}
            className={cn("h-1.5 rounded-full", index < current ? "bg-primary" : "bg-border")}
          />
        ))}
      </div>
    </div>
  );
}

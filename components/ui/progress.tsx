import { cn } from "@/lib/utils";

export function StepProgress({
  current,
  total,
  label,
  className,
}: {
  current: number;
  total: number;
  label: string;
  className?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={1}
      aria-valuemax={total}
      aria-valuenow={current}
      aria-valuetext={`Step ${current} of ${total}`}
      className={cn("flex gap-2", className)}
    >
      {Array.from({ length: total }, (_, index) => (
        <span
          key={index}
          data-active={index < current || undefined}
          className="h-2 flex-1 rounded-full bg-border data-active:bg-primary"
        />
      ))}
    </div>
  );
}

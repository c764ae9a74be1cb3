import { CircleCheck } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

/** A list of short selling points, each behind a check mark. */
export function CheckList({
  items,
  tone = "default",
  className,
}: {
  items: readonly string[];
  tone?: "default" | "navy";
  className?: string;
}) {
  return (
    <ul className={cn("flex flex-col gap-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <CircleCheck
            aria-hidden="true"
            className={cn("mt-0.5 size-5 shrink-0", tone === "navy" ? "text-emerald-300" : "text-success")}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

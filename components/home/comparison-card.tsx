"use client";

import { Check, X } from "@/components/ui/icon";
import type { ComparisonColumn } from "@/content/home";
import { cn } from "@/lib/utils";

/** One column of the comparison; a client leaf, so the page's payload carries its points as data, not markup. */
export function ComparisonCard({
  column,
  kind,
}: {
  column: ComparisonColumn;
  kind: "piecemeal" | "full-service";
}) {
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
        {column.points.map((point, index) => (
          // A fixed list: its position is its identity (the text as a key would ride twice in the payload).
          <li key={index} className="flex gap-3">
            <span className={good ? "mark-yes" : "mark-no"}>
              <Mark aria-hidden="true" className="size-4" strokeWidth={3} />
            </span>
            <span className={good ? "text-foreground" : "text-muted-foreground"}>{point}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

"use client";

import { CircleCheck } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

/** A client leaf: the payload carries the items as data, not their markup (HTML still server-rendered). */
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
    <ul className={cn("check-list", tone === "navy" && "check-list-navy", className)}>
      {items.map((item, index) => (
        // A fixed list: its position is its identity (the text as a key would ride twice in the payload).
        <li key={index}>
          <CircleCheck aria-hidden="true" />
          {item}
        </li>
      ))}
    </ul>
  );
}

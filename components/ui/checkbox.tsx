import type * as React from "react";

import { cn } from "@/lib/utils";

/** A native checkbox (submits without JavaScript), sized to a 24px target. */
export function Checkbox({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <input
      data-slot="checkbox"
      type="checkbox"
      className={cn(
        "mt-0.5 size-6 shrink-0 cursor-pointer rounded border-input accent-primary aria-invalid:outline-2 aria-invalid:outline-destructive",
        className,
      )}
      {...props}
    />
  );
}

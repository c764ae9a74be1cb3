import type * as React from "react";

import { cx } from "@/lib/class-names";

export const controlClass =
  "w-full rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground/80 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:outline-destructive";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input data-slot="input" type={type} className={cx(controlClass, "min-h-11", className)} {...props} />
  );
}

import type * as React from "react";

import { cx } from "@/lib/class-names";

export function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cx("text-sm leading-snug font-semibold text-foreground", className)}
      {...props}
    />
  );
}

import type * as React from "react";

import { cn } from "@/lib/utils";

/** A native checkbox (submits without JavaScript), sized to a 24px target. */
export function Checkbox({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return <input type="checkbox" className={cn("checkbox", className)} {...props} />;
}

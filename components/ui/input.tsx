import type * as React from "react";

import { cn } from "@/lib/utils";

export const controlClass = "control";

export function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input type={type} className={cn(controlClass, "min-h-11", className)} {...props} />;
}

import type * as React from "react";

import { ChevronDown } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

import { controlClass } from "./input";

/** A styled native select: it submits without JavaScript and is fully accessible on every device. */
export function Select({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select className={cn(controlClass, "min-h-11 appearance-none pr-10", className)} {...props}>
        {children}
      </select>
      <ChevronDown aria-hidden="true" className="select-chevron" />
    </div>
  );
}

import type * as React from "react";

import { ChevronDown } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

import { controlClass } from "./input";

/** A styled native select: it submits without JavaScript and is fully accessible on every device. */
export function Select({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select
        data-slot="select"
        className={cn(controlClass, "min-h-11 appearance-none pr-10", className)}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

import type * as React from "react";

import { cx } from "@/lib/class-names";

import { controlClass } from "./input";

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cx(controlClass, "min-h-24", className)} {...props} />;
}

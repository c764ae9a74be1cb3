import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "@/lib/utils";

const badgeVariants = cva(
  "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold [&_svg]:size-4",
  {
    variants: {
      variant: {
        primary: "bg-primary-soft text-primary-hover",
        accent: "bg-accent-soft text-accent-hover",
        success: "bg-success-soft text-success",
        dark: "bg-white/15 text-white",
        outline: "border border-border text-foreground",
      },
    },
    defaultVariants: { variant: "primary" },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}

import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "@/lib/utils";

const badgeVariants = cva("badge", {
  variants: {
    variant: {
      primary: "bg-primary-soft text-primary-hover",
      accent: "bg-accent-soft text-accent-hover",
      success: "bg-success-soft text-success",
      dark: "bg-white/15 text-white",
      outline: "border border-border text-foreground",
      // On a tinted hero: white, with a ring the caller tints.
      raised: "bg-background text-primary-hover ring-1",
    },
  },
  defaultVariants: { variant: "primary" },
});

export function Badge({
  className,
  variant,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}

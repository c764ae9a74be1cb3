import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "@/lib/utils";

// The looks are the `btn` classes of app/styles/; md and rounded are the base's own.
export const buttonVariants = cva("btn", {
  variants: {
    variant: {
      primary: "btn-primary",
      accent: "btn-accent",
      outline: "btn-outline",
      "outline-light": "btn-outline-light",
      secondary: "btn-secondary",
      ghost: "btn-ghost",
      link: "btn-link",
      destructive: "btn-destructive",
    },
    size: { sm: "btn-sm", md: "", lg: "btn-lg", icon: "btn-icon", inline: "btn-inline" },
    shape: { rounded: "", pill: "btn-pill" },
  },
  defaultVariants: { variant: "primary", size: "md", shape: "rounded" },
});

export type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/** A <button>; links styled as buttons use `buttonVariants`, keeping Radix Slot out of forms' code. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return (
    <button data-slot="button" className={cn(buttonVariants({ variant, size }), className)} {...props} />
  );
}

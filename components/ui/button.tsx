import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cx } from "@/lib/class-names";

// Labels wrap, balanced: a long one would otherwise push a 320 px page sideways.
export const buttonVariants = cva(
  "inline-flex min-h-11 shrink-0 cursor-pointer items-center justify-center gap-2 text-center text-base font-semibold text-balance transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring focus-visible:shadow-[0_0_0_2px_#fff] disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover",
        accent: "bg-accent text-accent-foreground shadow-sm hover:bg-accent-hover",
        outline: "border-2 border-primary bg-background text-primary hover:bg-primary-soft",
        "outline-light": "border-2 border-white bg-transparent text-white hover:bg-white/10",
        secondary: "bg-muted text-foreground hover:bg-border",
        ghost: "text-foreground hover:bg-muted",
        link: "min-h-6 text-primary underline-offset-4 hover:underline",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
      },
      size: {
        sm: "min-h-9 px-3 text-sm",
        md: "px-5 py-2.5",
        lg: "min-h-13 px-7 py-3 text-lg",
        icon: "size-11 p-0",
        // A text link that lines up with the text around it (the `link` variant's usual size).
        inline: "px-0",
      },
      // A variant rather than a className override: browser code joins classes without tailwind-merge.
      shape: {
        rounded: "rounded-md",
        pill: "rounded-full",
      },
    },
    defaultVariants: { variant: "primary", size: "md", shape: "rounded" },
  },
);

export type ButtonProps = React.ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/** A <button>; links styled as buttons use `buttonVariants`, keeping Radix Slot and tailwind-merge out of forms' code. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return (
    <button data-slot="button" className={cx(buttonVariants({ variant, size }), className)} {...props} />
  );
}

import type * as React from "react";

import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

import { ScrollToFormLink } from "./scroll-to-form-link";

type Props = Omit<React.ComponentProps<"a">, "href" | "onClick"> & {
  variant?: "primary" | "accent" | "outline" | "outline-light" | "secondary" | "link";
  size?: "sm" | "md" | "lg";
  /** Where the link goes without JavaScript; by default the page's own form, else the home form. */
  fallbackHref?: string;
};

/** A button-styled link to the page's lead form; classes merge on the server, only the click handler ships. */
export function ScrollToFormButton({
  variant = "accent",
  size = "md",
  fallbackHref,
  className,
  ...props
}: Props) {
  return (
    <ScrollToFormLink
      href={fallbackHref}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

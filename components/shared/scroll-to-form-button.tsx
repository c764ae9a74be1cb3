"use client";

import type * as React from "react";

import { buttonVariants } from "@/components/ui/button";
import { HOME_LEAD_FORM_HREF, scrollToLeadForm } from "@/lib/scroll-to-form";
import { cn } from "@/lib/utils";

type Props = Omit<React.ComponentProps<"a">, "href"> & {
  variant?: "primary" | "accent" | "outline" | "outline-light" | "secondary" | "link";
  size?: "sm" | "md" | "lg";
  /** Where the link goes without JavaScript or when the page has no form. */
  fallbackHref?: string;
};

/** A link styled as a button that scrolls to the page's lead form (see lib/scroll-to-form). */
export function ScrollToFormButton({
  variant = "accent",
  size = "md",
  fallbackHref = HOME_LEAD_FORM_HREF,
  className,
  onClick,
  ...props
}: Props) {
  return (
    <a
      href={fallbackHref}
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={(event) => {
        onClick?.(event);
        if (scrollToLeadForm()) event.preventDefault();
      }}
      {...props}
    />
  );
}

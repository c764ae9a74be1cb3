import type * as React from "react";

import { buttonVariants } from "@/components/ui/button";
import { HOME_LEAD_FORM_HREF } from "@/lib/browser/scroll-to-form";
import { cn } from "@/lib/utils";

import { ScrollToFormLink } from "./scroll-to-form-link";

type Props = Omit<React.ComponentProps<"a">, "href" | "onClick"> & {
  variant?: "primary" | "accent" | "outline" | "outline-light" | "secondary" | "link";
  size?: "sm" | "md" | "lg";
  /** Where the link goes without JavaScript or when the page has no form. */
  fallbackHref?: string;
};

/** A button-styled link to the page's lead form; classes merge on the server, only the click handler ships. */
export function ScrollToFormButton({
  variant = "accent",
  size = "md",
  fallbackHref = HOME_LEAD_FORM_HREF,
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

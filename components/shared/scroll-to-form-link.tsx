"use client";

import { usePathname } from "next/navigation";
import type * as React from "react";

import { formHrefFor, scrollToLeadForm } from "@/lib/browser/scroll-to-form";

/**
 * The browser half of ScrollToFormButton, given its classes as one finished string (no class merging shipped).
 * Without an href it links to the page's own form, drawn on the server so it works before scripts run.
 */
export function ScrollToFormLink({ href, ...props }: React.ComponentProps<"a">) {
  const pathname = usePathname();
  return (
    <a
      {...props}
      href={href ?? formHrefFor(pathname)}
      onClick={(event) => {
        if (scrollToLeadForm()) event.preventDefault();
      }}
    />
  );
}

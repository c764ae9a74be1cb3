"use client";

import { usePathname } from "next/navigation";
import type * as React from "react";

import { formHrefFor, scrollToLeadForm } from "@/lib/browser/scroll-to-form";

/** Given finished classes (no class merging shipped); without an href it links to the page's own form. */
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

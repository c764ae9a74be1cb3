"use client";

import type * as React from "react";

import { scrollToLeadForm } from "@/lib/scroll-to-form";

/**
 * The browser half of ScrollToFormButton: a plain link that scrolls to the page's lead form when there is one.
 * Its classes arrive as one finished string, so no class-merging code ships to the browser.
 */
export function ScrollToFormLink(props: React.ComponentProps<"a"> & { href: string }) {
  return (
    <a
      {...props}
      onClick={(event) => {
        if (scrollToLeadForm()) event.preventDefault();
      }}
    />
  );
}

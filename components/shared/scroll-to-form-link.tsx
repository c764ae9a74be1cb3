"use client";

import type * as React from "react";

import { scrollToLeadForm } from "@/lib/browser/scroll-to-form";

/** The browser half of ScrollToFormButton, given its classes as one finished string (no class merging shipped). */
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

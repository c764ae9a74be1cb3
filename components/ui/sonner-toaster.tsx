"use client";

import { Toaster as Sonner } from "sonner";

/** Toasts are announced politely by sonner's own live region. */
export function SonnerToaster() {
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      duration={6000}
      toastOptions={{ classNames: { title: "text-base font-semibold", description: "text-sm" } }}
    />
  );
}

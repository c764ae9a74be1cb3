"use client";

import { useEffect } from "react";
import { Toaster as Sonner } from "sonner";

import { toastViewport } from "@/lib/browser/toast";

export function SonnerToaster() {
  // Runs after sonner's own effect (children first), i.e. once it listens for toasts.
  useEffect(() => toastViewport.mounted(), []);
  return (
    <Sonner
      position="top-center"
      richColors
      closeButton
      duration={6000}
      toastOptions={{ classNames: { title: "text-base font-bold", description: "text-sm" } }}
    />
  );
}

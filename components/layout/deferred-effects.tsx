"use client";

import { WebVitalsReporter } from "@/components/analytics/web-vitals-reporter";

import { BrandFontSwitch } from "./brand-font-switch";

/** What RouteEffects loads after the page starts, outside the first-load budget. */
export function DeferredEffects() {
  return (
    <>
      <WebVitalsReporter />
      <BrandFontSwitch />
    </>
  );
}

"use client";

import { WebVitalsReporter } from "@/components/analytics/web-vitals-reporter";
import { UnsentLeadsSender } from "@/components/leads/unsent-leads-sender";

import { BrandFontSwitch } from "./brand-font-switch";
import { FullStylesheetSwitch } from "./full-stylesheet-switch";
import { IconSpriteWarmup } from "./icon-sprite-warmup";

/** What RouteEffects loads after the page starts, outside the first-load budget. */
export function DeferredEffects() {
  return (
    <>
      <WebVitalsReporter />
      <BrandFontSwitch />
      <FullStylesheetSwitch />
      <IconSpriteWarmup />
      <UnsentLeadsSender />
    </>
  );
}

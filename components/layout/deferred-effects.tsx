"use client";

import { WebVitalsReporter } from "@/components/analytics/web-vitals-reporter";
import { UnsentLeadsSender } from "@/components/leads/unsent-leads-sender";

/** What RouteEffects loads after the page starts, outside the first-load budget. */
export function DeferredEffects() {
  return (
    <>
      <WebVitalsReporter />
      <UnsentLeadsSender />
    </>
  );
}

"use client";

import { useReportWebVitals } from "next/web-vitals";

import { pushWebVital } from "@/lib/analytics";

/** Reports each visitor's LCP, INP, CLS and TTFB to the data layer as they are measured (lib/analytics.ts). */
export function WebVitals() {
  useReportWebVitals(pushWebVital);
  return null;
}

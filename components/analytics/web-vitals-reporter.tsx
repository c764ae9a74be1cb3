"use client";

import { useReportWebVitals } from "next/web-vitals";

import { pushWebVital } from "@/lib/browser/analytics";

/** Loaded by RouteEffects after the page starts: pushes each metric as a `web_vitals` event. */
export function WebVitalsReporter() {
  useReportWebVitals(pushWebVital);
  return null;
}

"use client";

import { useReportWebVitals } from "next/web-vitals";

import { pushWebVital } from "@/lib/browser/analytics";

export function WebVitalsReporter() {
  useReportWebVitals(pushWebVital);
  return null;
}

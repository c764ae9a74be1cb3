import { LEAD_TAGS } from "../leads/shared/tags";
import { trackPixelConversion } from "./ad-tags";

/** The agency's tag manager data layer (no third-party script is loaded by default). */
function dataLayer(): unknown[] {
  const w = window as typeof window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  return w.dataLayer;
}

/**
 * Pushes a conversion to the data layer and the Meta pixel. `event_id` is the lead's id: the server reports the same
 * conversion with it (lib/conversions), so the platforms count it once.
 */
export function pushLeadEvent(form: string, tag: string | undefined, leadId: string | undefined): void {
  const booking = tag === LEAD_TAGS.roofingScheduledCall;
  dataLayer().push({
    event: "generate_lead",
    conversion: booking ? "booked_call" : "lead",
    form,
    tag,
    lead_id: leadId,
    event_id: leadId,
  });
  trackPixelConversion(booking, leadId);
}

/** The field metrics the agency's analytics reads: what a visitor's own phone measured. */
export const REPORTED_WEB_VITALS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type ReportedWebVital = (typeof REPORTED_WEB_VITALS)[number];

/** The parts of a web-vitals metric that are reported (its entries, which name page elements, are not). */
export interface WebVitalMetric {
  name: string;
  value: number;
  delta: number;
  rating: string;
  id: string;
  navigationType: string;
}

/**
 * The data layer event of one metric, or undefined for the ones not reported (FCP, Next's own). Only the measure
 * and the page's path: nothing that names the visitor.
 */
export function webVitalEvent(metric: WebVitalMetric, pagePath: string) {
  if (!(REPORTED_WEB_VITALS as readonly string[]).includes(metric.name)) return undefined;
  return {
    event: "web_vitals",
    metric_name: metric.name as ReportedWebVital,
    // CLS is a unitless score; the others are milliseconds, whole ones are precise enough.
    metric_value: metric.name === "CLS" ? Number(metric.value.toFixed(4)) : Math.round(metric.value),
    metric_delta: metric.name === "CLS" ? Number(metric.delta.toFixed(4)) : Math.round(metric.delta),
    metric_rating: metric.rating,
    metric_id: metric.id,
    navigation_type: metric.navigationType,
    page_path: pagePath,
  };
}

/** Pushes one metric as a `web_vitals` event (the ones not reported are dropped). */
export function pushWebVital(metric: WebVitalMetric): void {
  const event = webVitalEvent(metric, window.location.pathname);
  if (event) dataLayer().push(event);
}

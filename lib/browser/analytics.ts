import { LEAD_TAGS } from "../leads/shared/tags";
import { trackPixelConversion } from "./ad-tags";

function dataLayer(): unknown[] {
  const w = window as typeof window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  return w.dataLayer;
}

// Our own names, not GA4's generate_lead: a GA4 event tag on them would double-count the server's GA4 events.
export const LEAD_DATA_LAYER_EVENTS = {
  lead: "bluebonnet_lead_submitted",
  booked_call: "bluebonnet_call_booked",
} as const;

/**
 * event_id is the lead id, which the server also reports (lib/conversions), so platforms count it once.
 * adEvent is the server's word: false for a post it kept aside as spam or a visitor who opted out.
 */
export function pushLeadEvent(
  form: string,
  tag: string | undefined,
  leadId: string | undefined,
  adEvent: boolean | undefined,
): void {
  if (!adEvent) return;
  const booking = tag === LEAD_TAGS.roofingScheduledCall;
  dataLayer().push({
    event: LEAD_DATA_LAYER_EVENTS[booking ? "booked_call" : "lead"],
    conversion: booking ? "booked_call" : "lead",
    form,
    tag,
    lead_id: leadId,
    event_id: leadId,
  });
  trackPixelConversion(booking, leadId);
}

export const REPORTED_WEB_VITALS = ["LCP", "INP", "CLS", "TTFB"] as const;
export type ReportedWebVital = (typeof REPORTED_WEB_VITALS)[number];

// No `entries`: they name page elements.
export interface WebVitalMetric {
  name: string;
  value: number;
  delta: number;
  rating: string;
  id: string;
  navigationType: string;
}

// Only the measure and the page's path: nothing that names the visitor.
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

export function pushWebVital(metric: WebVitalMetric): void {
  const event = webVitalEvent(metric, window.location.pathname);
  if (event) dataLayer().push(event);
}

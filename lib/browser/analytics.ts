import { LEAD_TAGS } from "../leads/shared/tags";
import { trackPixelConversion } from "./ad-tags";

function dataLayer(): unknown[] {
  const w = window as typeof window & { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  return w.dataLayer;
}

// event_id is the lead id, which the server also reports (lib/conversions), so platforms count it once.
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

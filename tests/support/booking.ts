/** The booking suite's wiring: the schedule form's values for a slot, and booking deps on a store and a fake clock. */
import { randomUUID } from "node:crypto";

import type { BookingDeps } from "@/lib/booking/service";
import { createRateLimiter } from "@/lib/leads/rate-limit";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import type { LeadStore } from "@/lib/leads/store/lead-store";

import type { FakeClock } from "./lead-harness";

/** The schedule form as the browser posts it for a call at `start` (a Monday 9:00 AM label, whatever `start` is). */
export function scheduleValues(
  n: number,
  start: number,
  timezone = "America/Chicago",
): Record<string, string> {
  return {
    firstName: `Dana${n}`,
    lastName: "Smith",
    email: `dana${n}@example.com`,
    phone: "5125550123",
    businessName: "Lone Star Roofing",
    city: "Austin",
    roofingRevenue: "50k-100k",
    serviceType: "roofing",
    consent: "true",
    // What the browser sends; the server derives date and time from the instant and the zone.
    scheduledDate: "2026-11-30",
    scheduledTime: "9:00 AM",
    timezone,
    appointmentDateTime: new Date(start).toISOString(),
    [FORM_META.submissionId]: randomUUID(),
    [FORM_META.pagePath]: "/roofing-google-ads/schedule",
    [FORM_META.js]: "1",
  };
}

export type TestBookingDeps = BookingDeps & {
  rateLimiter: ReturnType<typeof createRateLimiter>;
  minFillMs: number;
};

/** Central-time call hours, no busy feed, no rate limit or time trap; scheduled deliveries are recorded in `scheduled`. */
export function bookingDeps(store: LeadStore, clock: FakeClock, scheduled: string[]): TestBookingDeps {
  return {
    store,
    settings: { timeZone: "America/Chicago", minNoticeHours: 12, closedDates: [] },
    secret: "x".repeat(40),
    siteUrl: "https://bluebonnet.test",
    clock: clock.read,
    newId: randomUUID,
    busy: async () => [],
    scheduleDelivery: (leadId) => scheduled.push(leadId),
    rateLimiter: createRateLimiter({ perMinute: 1_000_000, perDay: 1_000_000 }),
    minFillMs: 0,
  };
}

import "server-only";

/** The booking rules read from the environment, in one object the service and the ops command share. */
import type { ServerEnv } from "@/lib/env";

export interface BookingSettings {
  timeZone: string;
  minNoticeHours: number;
  closedDates: readonly string[];
  busyFeedUrl?: string;
}

export function bookingSettings(env: ServerEnv): BookingSettings {
  return {
    timeZone: env.BOOKING_TIME_ZONE,
    minNoticeHours: env.BOOKING_MIN_NOTICE_HOURS,
    closedDates: env.BOOKING_CLOSED_DATES,
    busyFeedUrl: env.BOOKING_BUSY_ICS_URL,
  };
}

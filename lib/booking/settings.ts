import "server-only";

import type { ServerEnv } from "@/lib/env";

import { agendaMinutes, parseReminderOffsets, type ReminderOffset } from "./reminder-offsets";

export interface BookingSettings {
  timeZone: string;
  minNoticeHours: number;
  closedDates: readonly string[];
  busyFeedUrl?: string;
  reminders?: readonly ReminderOffset[];
  // Minutes after midnight in `timeZone`.
  agendaMinutes?: number;
}

export function bookingSettings(env: ServerEnv): BookingSettings {
  return {
    timeZone: env.BOOKING_TIME_ZONE,
    minNoticeHours: env.BOOKING_MIN_NOTICE_HOURS,
    closedDates: env.BOOKING_CLOSED_DATES,
    busyFeedUrl: env.BOOKING_BUSY_ICS_URL,
    reminders: parseReminderOffsets(env.BOOKING_REMINDERS),
    agendaMinutes: agendaMinutes(env.BOOKING_AGENDA_TIME),
  };
}

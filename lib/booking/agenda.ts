import "server-only";

import type { LeadStore } from "@/lib/leads/store/lead-store";
import { mailJob } from "@/lib/mail/jobs";
import { agendaEmail } from "@/lib/mail/templates/agenda";

import { defaultClosedDates } from "./holidays";
import type { BookingSettings } from "./settings";
import { SLOT_MINUTES } from "./slots";
import {
  addDays,
  describeInstant,
  longDateLabel,
  weekday,
  zonedDate,
  zonedInstant,
  zonedTimeLabel,
  zoneName,
} from "./zoned-time";

export const AGENDA_KIND = "booking-agenda";
const DEFAULT_AGENDA_MINUTES = 8 * 60;

export function agendaJobId(date: string): string {
  return `agenda.${date}`;
}

export function isWorkingDay(date: string, closedDates: readonly string[]): boolean {
  const day = weekday(date);
  const closed = new Set([...defaultClosedDates([Number(date.slice(0, 4))]), ...closedDates]);
  return day !== 0 && day !== 6 && !closed.has(date);
}

// After `until` (the day's last call) the agenda is no longer worth sending.
export function agendaWindow(
  now: number,
  settings: BookingSettings,
): { date: string; from: number; until: number } {
  const date = zonedDate(now, settings.timeZone);
  return {
    date,
    from: zonedInstant(date, settings.agendaMinutes ?? DEFAULT_AGENDA_MINUTES, settings.timeZone),
    until: zonedInstant(date, SLOT_MINUTES.at(-1) ?? 0, settings.timeZone),
  };
}

export type AgendaResult = "queued" | "not-due" | "closed" | "no-calls" | "exists";

export async function queueAgenda(
  store: LeadStore,
  settings: BookingSettings,
  to: readonly string[],
  now: number,
): Promise<AgendaResult> {
  const { date, from, until } = agendaWindow(now, settings);
  if (!isWorkingDay(date, settings.closedDates)) return "closed";
  if (now < from || now >= until) return "not-due";
  const id = agendaJobId(date);
  if (await store.mail.get(id)) return "exists";
  const dayEnd = zonedInstant(addDays(date, 1), 0, settings.timeZone);
  const calls = (
    await store.bookings.list({ from: zonedInstant(date, 0, settings.timeZone), status: "active" })
  ).filter((booking) => booking.start < dayEnd);
  if (calls.length === 0) return "no-calls";
  const zone = settings.timeZone;
  const message = agendaEmail({
    to: [...to],
    dateLabel: longDateLabel(date),
    zoneName: zoneName(zone, from),
    calls: calls.map((booking) => ({
      time: zonedTimeLabel(booking.start, zone),
      name: [booking.details.firstName, booking.details.lastName].filter(Boolean).join(" "),
      business: booking.details.businessName ?? "",
      phone: booking.details.phone ?? "",
      visitorTime: booking.timeZone === zone ? "" : describeInstant(booking.start, booking.timeZone),
      bookingId: booking.id,
    })),
  });
  // Inserted by id: of two instances racing here, one row is kept and one email sent.
  await store.mail.enqueue([mailJob({ id, kind: AGENDA_KIND, message }, now)]);
  return "queued";
}

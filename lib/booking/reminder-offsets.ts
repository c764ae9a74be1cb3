import { MINUTE_MS } from "./zoned-time";

const OFFSET = "\\d{1,3}[hm]";
// Empty, or durations such as `24h,1h,30m`.
export const REMINDER_LIST_PATTERN = new RegExp(`^(${OFFSET}(\\s*,\\s*${OFFSET})*)?$`);
export const AGENDA_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

// A shorter reminder would land as the call starts (reminders are dropped 5 minutes before).
export const MIN_REMINDER_MINUTES = 10;

export interface ReminderOffset {
  label: string;
  ms: number;
}

export function parseReminderOffsets(text: string): ReminderOffset[] {
  const offsets = new Map<number, ReminderOffset>();
  for (const entry of text.split(",")) {
    const match = /^(\d+)([hm])$/.exec(entry.trim());
    if (!match) continue;
    const ms = Number(match[1]) * (match[2] === "h" ? 60 : 1) * MINUTE_MS;
    if (ms > 0 && !offsets.has(ms)) offsets.set(ms, { label: `${match[1]}${match[2]}`, ms });
  }
  return [...offsets.values()].sort((a, b) => b.ms - a.ms);
}

export function agendaMinutes(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

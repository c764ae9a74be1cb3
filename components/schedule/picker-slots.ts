import { bookingCopy } from "@/content/booking";
import { longDateLabel, shortDateLabel, zonedDate, zonedTimeLabel, zoneName } from "@/lib/booking/zoned-time";

export interface ServerSlot {
  start: string;
  available: boolean;
}

export interface PickerDate {
  value: string;
  label: string;
  longLabel: string;
}

export interface PickerSlot {
  /** The ISO instant, posted as appointmentDateTime. */
  value: string;
  time: string;
  label: string;
}

export function pickerDates(slots: readonly ServerSlot[], visitorZone: string): PickerDate[] {
  const values = [...new Set(slots.map((slot) => zonedDate(Date.parse(slot.start), visitorZone)))].sort();
  return values.map((value) => ({ value, label: shortDateLabel(value), longLabel: longDateLabel(value) }));
}

export function pickerSlots(
  slots: readonly ServerSlot[],
  date: string,
  visitorZone: string,
  agencyZone: string,
): PickerSlot[] {
  return slots
    .filter((slot) => slot.available && zonedDate(Date.parse(slot.start), visitorZone) === date)
    .map((slot) => {
      const instant = Date.parse(slot.start);
      const time = zonedTimeLabel(instant, visitorZone);
      const agency = zonedTimeLabel(instant, agencyZone);
      const label =
        agency === time ? time : `${time} (${bookingCopy.agencyTime(agency, zoneName(agencyZone, instant))})`;
      return { value: slot.start, time, label };
    });
}

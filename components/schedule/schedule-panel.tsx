import "server-only";

import { schedulePage } from "@/content/roofing";
import { pageSlots } from "@/lib/booking/slots-response";

import { pickerDates } from "./picker-slots";
import { SchedulePicker } from "./schedule-picker";

/** The picker with the server's dates and times in the page, so it works before (and without) JavaScript. */
export async function SchedulePanel({
  leadToken,
  date,
  pagePath,
}: {
  leadToken?: string;
  date?: string;
  pagePath: string;
}) {
  const availability = await pageSlots();
  const offered = availability ? pickerDates(availability.slots, availability.timeZone) : [];
  const selectedDate = offered.some((option) => option.value === date) ? date : undefined;
  return (
    <SchedulePicker
      availability={availability}
      leadToken={leadToken}
      selectedDate={selectedDate}
      pagePath={pagePath}
      labels={schedulePage}
    />
  );
}

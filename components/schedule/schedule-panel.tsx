import "server-only";

import { schedulePage } from "@/content/roofing";
import { verifyLeadToken } from "@/lib/booking/lead-token";
import { appSecret } from "@/lib/booking/runtime";
import { pageSlots } from "@/lib/booking/slots-response";

import { pickerDates } from "./picker-slots";
import { SchedulePicker } from "./schedule-picker";

/** A page's query parameter as one string (a repeated one counts as absent). */
export function oneParam(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** Whether a strategy-call lead's link is one this site signed and still open (the store is asked at booking). */
export function isLeadToken(token: string | undefined): token is string {
  if (!token) return false;
  try {
    return verifyLeadToken(appSecret(), token, Date.now()).ok;
  } catch {
    return false;
  }
}

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

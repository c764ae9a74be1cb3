import "server-only";

// Reading a signed link changes nothing; only the forms' POSTs cancel or move the call.
import { redirect } from "next/navigation";
import { after } from "next/server";

import { bookingCopy } from "@/content/booking";
import { errorMessage, logLeadEvent } from "@/lib/leads/log";

import { bookingView, type BookingView } from "./booking-view";
import { cancelBooking, rescheduleBooking } from "./changes";
import { managePagePath } from "./paths";
import { bookingDeps } from "./runtime";
import { availability, bookingForToken, manageToken } from "./service";
import { describeInstant, zonedTimeLabel, zoneName } from "./zoned-time";

export type ManageNotice = "cancelled" | "rescheduled" | "taken";

export interface ManageOption {
  value: string;
  label: string;
}

export type ManagePage =
  | { kind: "ok"; view: BookingView; options: ManageOption[] }
  | { kind: "invalid" | "expired" | "replaced" | "unavailable" };

export async function loadManagePage(token: string | string[] | undefined): Promise<ManagePage> {
  if (typeof token !== "string" || token === "") return { kind: "invalid" };
  try {
    const deps = await bookingDeps(() => {});
    const found = await bookingForToken(deps, token);
    if (found.kind !== "ok") return { kind: found.kind };
    const { booking } = found;
    const agencyZone = deps.settings.timeZone;
    const options =
      booking.status === "active"
        ? (await availability(deps))
            .filter((slot) => slot.available && slot.start !== booking.start)
            .map((slot) => {
              const agency = `${zonedTimeLabel(slot.start, agencyZone)} ${zoneName(agencyZone, slot.start)}`;
              const visitor = describeInstant(slot.start, booking.timeZone);
              const label =
                visitor === describeInstant(slot.start, agencyZone) ? visitor : `${visitor} (${agency})`;
              return { value: new Date(slot.start).toISOString(), label };
            })
        : [];
    return { kind: "ok", view: bookingView(deps, booking), options };
  } catch (error) {
    logLeadEvent("lead.pipeline_error", { form: "manage", error: errorMessage(error) });
    return { kind: "unavailable" };
  }
}

export function noticeText(notice: string | string[] | undefined): string | undefined {
  if (notice === "cancelled") return bookingCopy.manage.cancelled;
  if (notice === "rescheduled") return bookingCopy.manage.rescheduled;
  if (notice === "taken") return bookingCopy.slotTaken;
  return undefined;
}

export async function runManageAction(formData: FormData): Promise<never> {
  const token = String(formData.get("token") ?? "");
  const intent = formData.get("intent");
  let destination = managePagePath(token);
  try {
    const deps = await bookingDeps((task) => after(task));
    const found = await bookingForToken(deps, token);
    if (found.kind === "ok" && intent === "cancel") {
      const result = await cancelBooking(deps, found.booking.id);
      // The change retired this link: the page goes on with the booking's new one.
      if (result.kind === "changed")
        destination = `${managePagePath(manageToken(deps, result.booking))}&notice=cancelled`;
    } else if (found.kind === "ok" && intent === "reschedule") {
      const start = Date.parse(String(formData.get("start") ?? ""));
      const result = await rescheduleBooking(deps, found.booking.id, start);
      if (result.kind === "changed") {
        destination = `${managePagePath(manageToken(deps, result.booking))}&notice=rescheduled`;
      } else if (result.kind === "taken") destination = `${managePagePath(token)}&notice=taken`;
    }
  } catch (error) {
    logLeadEvent("lead.pipeline_error", { form: "manage", error: errorMessage(error) });
  }
  redirect(destination);
}

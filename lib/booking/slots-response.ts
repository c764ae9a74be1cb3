import "server-only";

import { errorMessage, logLeadEvent } from "@/lib/leads/log";

import { bookingDeps } from "./runtime";
import { availability } from "./service";
import type { SlotsBody } from "./slots-body";

export async function slotsBody(): Promise<SlotsBody> {
  const deps = await bookingDeps(() => {});
  const slots = await availability(deps);
  return {
    timeZone: deps.settings.timeZone,
    slots: slots.map((slot) => ({ start: new Date(slot.start).toISOString(), available: slot.available })),
  };
}

/** The slots a page renders; null when they cannot be read (logged; the picker asks again from the browser). */
export async function pageSlots(): Promise<SlotsBody | null> {
  try {
    return await slotsBody();
  } catch (error) {
    logLeadEvent("lead.pipeline_error", {
      form: "schedule",
      reason: "availability",
      error: errorMessage(error),
    });
    return null;
  }
}

export async function availableSlotsResponse(): Promise<Response> {
  try {
    return Response.json(await slotsBody(), { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logLeadEvent("lead.pipeline_error", {
      form: "schedule",
      reason: "availability",
      error: errorMessage(error),
    });
    return Response.json({ error: "Availability is unavailable right now." }, { status: 503 });
  }
}

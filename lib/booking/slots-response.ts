import "server-only";

import { errorMessage, logLeadEvent } from "@/lib/leads/log";

import { bookingDeps } from "./runtime";
import { availability } from "./service";

export interface SlotsBody {
  timeZone: string;
  slots: { start: string; available: boolean }[];
}

export async function availableSlotsResponse(): Promise<Response> {
  try {
    const deps = await bookingDeps(() => {});
    const slots = await availability(deps);
    const body: SlotsBody = {
      timeZone: deps.settings.timeZone,
      slots: slots.map((slot) => ({ start: new Date(slot.start).toISOString(), available: slot.available })),
    };
    return Response.json(body, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    logLeadEvent("lead.pipeline_error", {
      form: "schedule",
      reason: "availability",
      error: errorMessage(error),
    });
    return Response.json({ error: "Availability is unavailable right now." }, { status: 503 });
  }
}

import "server-only";

import { errorMessage, logLeadEvent } from "@/lib/leads/log";

import { buildIcs } from "./invite";
import { managePagePath } from "./paths";
import { bookingDeps } from "./runtime";
import { bookingForToken, manageToken } from "./service";

export async function inviteResponse(token: string): Promise<Response> {
  try {
    const deps = await bookingDeps(() => {});
    const found = await bookingForToken(deps, token, { anyVersion: true });
    if (found.kind !== "ok") {
      return new Response("This calendar link is not valid or has expired.", {
        status: found.kind === "expired" ? 410 : 404,
      });
    }
    const { booking } = found;
    const cancelled = booking.status === "cancelled";
    const ics = buildIcs({
      bookingId: booking.id,
      start: booking.start,
      end: booking.end,
      sequence: booking.sequence,
      cancelled,
      now: deps.clock(),
      manageUrl: cancelled
        ? undefined
        : new URL(managePagePath(manageToken(deps, booking)), deps.siteUrl).toString(),
    });
    return new Response(ics, {
      headers: {
        "Content-Type": `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "REQUEST"}`,
        "Content-Disposition": `attachment; filename="${cancelled ? "cancel" : "strategy-call"}.ics"`,
        "Cache-Control": "no-store",
      },
    });
  } catch (error) {
    logLeadEvent("lead.pipeline_error", { form: "schedule", reason: "invite", error: errorMessage(error) });
    return new Response("The invite is unavailable right now.", { status: 503 });
  }
}

import "server-only";

import { bookingCopy } from "@/content/booking";
import { errorMessage, logLeadEvent } from "@/lib/leads/log";

import { buildIcs } from "./invite";
import { managePagePath } from "./paths";
import { bookingDeps } from "./runtime";
import { bookingForToken, manageToken, type BookingDeps } from "./service";

export async function calendarFile(deps: BookingDeps, token: string): Promise<Response> {
  // An earlier link is refused like on the manage page: answering it would hand out the current manage link.
  const found = await bookingForToken(deps, token);
  if (found.kind === "replaced") return new Response(bookingCopy.manage.replaced, { status: 410 });
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
}

export async function inviteResponse(token: string): Promise<Response> {
  try {
    return await calendarFile(await bookingDeps(() => {}), token);
  } catch (error) {
    logLeadEvent("lead.pipeline_error", { form: "schedule", reason: "invite", error: errorMessage(error) });
    return new Response("The invite is unavailable right now.", { status: 503 });
  }
}

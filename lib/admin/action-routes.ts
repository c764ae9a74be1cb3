import "server-only";

// Every state-changing console request: own origin and a live session required, and each action is audited.
import { cookies } from "next/headers";
import { after } from "next/server";

import type { AdminOutcomeCode } from "@/content/admin";
import { bookingDeps } from "@/lib/booking/runtime";
import { getServerEnv } from "@/lib/env";
import { leadsCsv } from "@/lib/leads/csv";
import { FORM_POST_LIMIT_BYTES } from "@/lib/leads/shared/limits";
import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";
import { readLimitedBytes } from "@/lib/server/read-limited-body";

import { audit, type AuditEvent } from "./audit";
import { ADMIN_PATHS } from "./config";
import { findLeads, parseLeadFilter, storedFilter } from "./lead-filter";
import {
  cancelBookingFromConsole,
  deleteLeadData,
  markCallFromConsole,
  parseStageForm,
  recordStageFromConsole,
  releaseLead,
  rescheduleBookingFromConsole,
  retryAllLeads,
  retryConversionsFromConsole,
  retryLead,
  retryMail,
} from "./operations";
import type { AdminSession } from "./repository";
import { adminRequest, type AdminRequest } from "./request";
import { closeSession, sessionCookieName } from "./session";

type Signed = AdminRequest & { session: AdminSession };

function seeOther(path: string, done?: AdminOutcomeCode): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: done ? `${path}?done=${done}` : path, "Cache-Control": "no-store" },
  });
}

function plain(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}

async function record(request: Signed, event: Omit<AuditEvent, "userId" | "ip">): Promise<void> {
  await audit(request.store, { ...event, userId: request.session.userId, ip: request.ip });
}

async function leadAction(request: Signed, id: string, action: string, form: FormData): Promise<Response> {
  const env = getServerEnv();
  const back = `${ADMIN_PATHS.leads}/${encodeURIComponent(id)}`;
  const target = { kind: "lead" as const, id };
  switch (action) {
    case "retry": {
      const outcome = await retryLead(request.store, env, id);
      await record(request, { action: "lead.retry", target, detail: outcome });
      return seeOther(back, outcome);
    }
    case "release": {
      const outcome = await releaseLead(request.store, env, id);
      await record(request, {
        action: "lead.release",
        target,
        outcome: outcome === "released" ? "ok" : "refused",
        detail: outcome,
      });
      return seeOther(back, outcome);
    }
    case "delete": {
      if (form.get("confirm") !== "yes") return seeOther(`${back}/delete`, "needs-confirmation");
      const deleted = await deleteLeadData(request.store, id);
      await record(request, {
        action: "lead.delete",
        target,
        outcome: deleted.outcome === "deleted" ? "ok" : "refused",
        detail: `${deleted.leads} lead(s), ${deleted.bookings} booking(s), ${deleted.mailJobs} email(s)`,
      });
      return seeOther(ADMIN_PATHS.leads, deleted.outcome);
    }
    case "stage": {
      const stage = parseStageForm({ stage: form.get("stage"), value: form.get("value") });
      const outcome = stage ? await recordStageFromConsole(request.store, id, stage) : "invalid-stage";
      await record(request, {
        action: "lead.stage",
        target,
        outcome: outcome === "stage-recorded" ? "ok" : "refused",
        detail: stage ? `${stage.stage}${stage.value === undefined ? "" : ` ${stage.value} USD`}` : outcome,
      });
      return seeOther(back, outcome);
    }
    default:
      return plain(404, "No such action.");
  }
}

async function bookingAction(request: Signed, id: string, action: string, form: FormData): Promise<Response> {
  const deps = await bookingDeps((task) => after(task));
  const target = { kind: "booking" as const, id };
  if (action === "cancel") {
    const outcome = await cancelBookingFromConsole(deps, id);
    await record(request, {
      action: "booking.cancel",
      target,
      outcome: outcome === "cancelled" ? "ok" : "refused",
      detail: outcome,
    });
    return seeOther(ADMIN_PATHS.bookings, outcome);
  }
  if (action === "reschedule") {
    const start = Number(form.get("start"));
    if (!Number.isSafeInteger(start))
      return seeOther(`${ADMIN_PATHS.bookings}/${id}/reschedule`, "slot-taken");
    const outcome = await rescheduleBookingFromConsole(deps, id, start);
    await record(request, {
      action: "booking.reschedule",
      target,
      outcome: outcome === "rescheduled" ? "ok" : "refused",
      detail: outcome === "rescheduled" ? `to ${new Date(start).toISOString()}` : outcome,
    });
    return seeOther(ADMIN_PATHS.bookings, outcome);
  }
  if (action === "mark") {
    const outcome = await markCallFromConsole(deps, id, form.get("outcome"));
    const marked = outcome === "marked-showed" || outcome === "marked-no-show";
    await record(request, {
      action: "booking.mark",
      target,
      outcome: marked ? "ok" : "refused",
      detail: outcome,
    });
    return seeOther(ADMIN_PATHS.bookings, outcome);
  }
  return plain(404, "No such action.");
}

async function route(request: Signed, path: string[], form: FormData): Promise<Response> {
  const env = getServerEnv();
  const [area, second, third] = path;
  if (area === "sign-out" && !second) {
    await record(request, { action: "sign-out" });
    await closeSession(request.store, request.token);
    (await cookies()).delete({ name: sessionCookieName(request.config), path: "/admin" });
    return seeOther(ADMIN_PATHS.signIn);
  }
  if (area === "leads" && second === "filter" && !third) {
    const filter = form.get("clear") ? null : parseLeadFilter(Object.fromEntries(form));
    await request.store.admin.setLeadFilter(
      request.session.tokenHash,
      filter ? JSON.stringify(filter) : null,
    );
    return seeOther(ADMIN_PATHS.leads);
  }
  if (area === "leads" && second === "export" && !third) {
    const filter = storedFilter(request.session.leadFilter);
    const leads = await findLeads(request.store, filter, env.BOOKING_TIME_ZONE);
    await record(request, { action: "leads.export", detail: `${leads.length} lead(s)` });
    const stages = await request.store.outcomes.stagesFor(leads.map((lead) => lead.id));
    return new Response(leadsCsv(leads, stages), {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
        "Cache-Control": "no-store",
      },
    });
  }
  if (area === "leads" && second === "retry-all" && !third) {
    const result = await retryAllLeads(request.store, env);
    await record(request, {
      action: "leads.retry-all",
      detail: `${result.queued} queued, ${result.delivered} delivered`,
    });
    return seeOther(ADMIN_PATHS.outboxes, "retried-all");
  }
  if (area === "leads" && second && third) return leadAction(request, second, third, form);
  if (area === "bookings" && second && third) return bookingAction(request, second, third, form);
  if (area === "mail" && second) {
    const id = second === "retry-all" ? undefined : second;
    if (id && third !== "retry") return plain(404, "No such action.");
    const result = await retryMail(request.store, env, id);
    await record(request, {
      action: id ? "mail.retry" : "mail.retry-all",
      target: id ? { kind: "mail", id } : undefined,
      outcome: result.outcome === "sent" ? "ok" : "failed",
      detail: `${result.attempted} attempted, ${result.sent} sent`,
    });
    return seeOther(ADMIN_PATHS.outboxes, id ? result.outcome : "retried-all");
  }
  if (area === "conversions" && second) {
    const id = second === "retry-all" ? undefined : second;
    if (id && third !== "retry") return plain(404, "No such action.");
    const result = await retryConversionsFromConsole(request.store, env, id);
    await record(request, {
      action: id ? "conversion.retry" : "conversion.retry-all",
      target: id ? { kind: "conversion", id } : undefined,
      outcome: result.outcome === "sent" ? "ok" : result.outcome === "failed-again" ? "failed" : "refused",
      detail: `${result.attempted} attempted, ${result.sent} sent`,
    });
    return seeOther(ADMIN_PATHS.outboxes, id || result.outcome !== "sent" ? result.outcome : "retried-all");
  }
  return plain(404, "No such action.");
}

export async function handleAdminAction(incoming: Request, path: string[]): Promise<Response> {
  const request = await adminRequest({ originRequired: true });
  if (!request.sameOrigin) return plain(403, "This request did not come from the console's own origin.");
  if (!request.session) return plain(401, "Sign in to the console first.");
  let form: FormData;
  try {
    const body = await readLimitedBytes(incoming, FORM_POST_LIMIT_BYTES);
    if (!body) return plain(413, LEAD_MESSAGES.tooLarge);
    const type = incoming.headers.get("content-type") ?? "";
    form = await new Response(body, { headers: { "content-type": type } }).formData();
  } catch {
    form = new FormData();
  }
  return route({ ...request, session: request.session }, path, form);
}

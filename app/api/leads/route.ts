/** `POST /api/leads` with `{ form, fields }`: the forms' pipeline for clients that post JSON; answers a FormState. */
import { after, type NextRequest } from "next/server";

import { isAllowedOrigin, ownHosts, readLeadApiRequest } from "@/lib/leads/api-request";
import { LEAD_FORMS } from "@/lib/leads/forms";
import { errorMessage, logLeadEvent } from "@/lib/leads/log";
import { httpStatusFor, toFormState } from "@/lib/leads/outcome";
import { leadRequestInfo } from "@/lib/leads/request-info";
import { submitLeadDeps } from "@/lib/leads/runtime";
import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";
import { submitLead, type SubmitLeadOutcome } from "@/lib/leads/submit-lead";

export async function POST(request: NextRequest): Promise<Response> {
  const parsed = await readLeadApiRequest(request);
  if (!parsed.ok) {
    const { error, fieldErrors } = parsed;
    return Response.json({ status: "error", success: false, error, fieldErrors }, { status: parsed.status });
  }

  let outcome: SubmitLeadOutcome;
  try {
    const deps = await submitLeadDeps((task) => after(task));
    if (!isAllowedOrigin(request.headers.get("origin"), ownHosts(request.headers, deps.siteUrl))) {
      return Response.json(
        { status: "error", success: false, error: LEAD_MESSAGES.crossSite },
        { status: 403 },
      );
    }
    const info = leadRequestInfo(request.headers, (name) => request.cookies.get(name)?.value);
    outcome = await submitLead(LEAD_FORMS[parsed.form], parsed.values, info, deps);
  } catch (error) {
    logLeadEvent("lead.pipeline_error", { form: parsed.form, error: errorMessage(error) });
    outcome = { kind: "failed", error: LEAD_MESSAGES.failed };
  }
  return Response.json(toFormState(outcome, parsed.values), { status: httpStatusFor(outcome) });
}

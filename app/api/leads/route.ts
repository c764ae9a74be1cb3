/** `POST /api/leads` with `{ form, fields }`: the forms' pipeline for clients that post JSON; answers a FormState. */
import type { NextRequest } from "next/server";

import { isAllowedOrigin, ownHosts, readLeadApiRequest } from "@/lib/leads/api-request";
import { runLeadSubmission } from "@/lib/leads/form-action";
import { httpStatusFor, toFormState } from "@/lib/leads/outcome";
import { leadRequestInfo } from "@/lib/leads/request-info";
import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";

export async function POST(request: NextRequest): Promise<Response> {
  const parsed = await readLeadApiRequest(request);
  if (!parsed.ok) {
    const { error, fieldErrors } = parsed;
    return Response.json({ success: false, error, fieldErrors }, { status: parsed.status });
  }
  const outcome = await runLeadSubmission(
    parsed.form,
    parsed.values,
    () => leadRequestInfo(request.headers, (name) => request.cookies.get(name)?.value),
    (deps) =>
      isAllowedOrigin(request.headers.get("origin"), ownHosts(request.headers, deps.siteUrl))
        ? undefined
        : { kind: "cross-site", error: LEAD_MESSAGES.crossSite },
  );
  return Response.json(toFormState(outcome, parsed.values), { status: httpStatusFor(outcome) });
}

/**
 * `GET /api/health` for load balancers and uptime monitors: 200 with the lead and mail queue counts and whether a
 * webhook is configured, 503 when the store cannot be reached within 2 s. Counts only: no personal data, URLs or
 * secrets.
 */
import { checkHealth } from "@/lib/leads/health";
import { leadStore, webhookConfigured } from "@/lib/leads/runtime";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const { httpStatus, body } = await checkHealth(leadStore, Date.now(), {
    webhookConfigured: webhookConfigured(),
  });
  return Response.json(body, { status: httpStatus, headers: { "Cache-Control": "no-store" } });
}

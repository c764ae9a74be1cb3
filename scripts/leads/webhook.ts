import { deliverLeadNow, type DeliveryDeps } from "@/lib/leads/delivery";

import type { CommandContext } from "./command";

type DeliveryContext = Pick<CommandContext, "store" | "env" | "clock">;

export const FORWARD_LATER = "forward it once LEAD_WEBHOOK_URL is set with: npm run leads -- retry --all";

export function deliveryDeps({ store, env, clock }: DeliveryContext): DeliveryDeps | undefined {
  if (!env.LEAD_WEBHOOK_URL) return undefined;
  return {
    store,
    webhook: {
      url: env.LEAD_WEBHOOK_URL,
      secret: env.LEAD_WEBHOOK_SECRET,
      timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS,
    },
    clock,
  };
}

export async function deliverNow(context: DeliveryContext, leadId: string): Promise<string> {
  const deps = deliveryDeps(context);
  if (!deps) return `stored, not forwarded: LEAD_WEBHOOK_URL is not set (${FORWARD_LATER})`;
  const outcome = await deliverLeadNow(deps, leadId);
  if (outcome === undefined) return "being delivered by another process";
  const lead = await context.store.getLead(leadId);
  return outcome !== "delivered" && lead?.lastError
    ? `${outcome} (${lead.lastError}; retried automatically)`
    : outcome;
}

import "server-only";

import { errorMessage } from "@/lib/leads/log";

import { logConversionEvent } from "./log";
import type { ConversionDeps } from "./outbox";
import { retrieveGoogleVerdict } from "./senders/google";

// Google settles most uploads within minutes; a look a minute keeps the shown state at most ~2 minutes behind.
export const VERDICT_POLL_MS = 60_000;
const VERDICT_BATCH = 50;
// Past this an unsettled upload is left as it is (still listed "processing").
const VERDICT_GIVE_UP_MS = 7 * 24 * 60 * 60_000;

export async function checkGoogleVerdicts(deps: ConversionDeps): Promise<number> {
  const google = deps.config.google;
  if (!google) return 0;
  const now = deps.clock();
  const rows = await deps.store.conversions.awaitingVerdict({
    checkedBefore: now - VERDICT_POLL_MS + 1,
    sentAfter: now - VERDICT_GIVE_UP_MS,
    limit: VERDICT_BATCH,
  });
  let settled = 0;
  for (const row of rows) {
    if (!row.requestId) continue;
    let verdict;
    try {
      verdict = await retrieveGoogleVerdict(row.requestId, google, deps.config.timeoutMs);
    } catch (error) {
      verdict = { kind: "unknown" as const, error: errorMessage(error) };
    }
    const fields = { conversionId: row.id, leadId: row.leadId, destination: "google", event: row.event };
    if (verdict.kind === "unknown" || verdict.kind === "processing") {
      await deps.store.conversions.recordVerdict(row.id, { now: deps.clock(), kind: "processing" });
      continue;
    }
    settled += 1;
    await deps.store.conversions.recordVerdict(row.id, {
      now: deps.clock(),
      kind: verdict.kind,
      reason: verdict.kind === "failed" ? verdict.reason : undefined,
    });
    if (verdict.kind === "failed")
      logConversionEvent("conversion.rejected", { ...fields, error: verdict.reason });
  }
  return settled;
}

import "server-only";

import { platformFailing } from "@/lib/leads/store/conversion-health";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { MAIL_JOB_KINDS, mailJob } from "@/lib/mail/jobs";
import { platformsFailingAlert } from "@/lib/mail/templates/ops-alert";

import { CONVERSION_DESTINATIONS } from "./events";
import { logConversionEvent } from "./log";

const HOUR_MS = 60 * 60_000;

// At most one an hour; the id names the hour, so instances checking at the same moment queue it once.
export async function queuePlatformFailingAlert(
  store: LeadStore,
  to: string[],
  now: number,
): Promise<string | undefined> {
  if (to.length === 0) return undefined;
  const health = await store.conversions.platformHealth();
  const failing = CONVERSION_DESTINATIONS.flatMap((name) => {
    const platform = health[name];
    return platformFailing(platform, now)
      ? [
          {
            name,
            failingSince: platform.failingSince ?? now,
            failed: platform.failed + platform.pending,
            lastSuccessAt: platform.lastSuccessAt,
          },
        ]
      : [];
  });
  if (failing.length === 0) return undefined;
  const kind = MAIL_JOB_KINDS.conversionsFailingAlert;
  const last = await store.mail.lastQueuedAt(kind);
  if (last !== undefined && now - last < HOUR_MS) return undefined;
  const id = `${kind}.${Math.floor(now / HOUR_MS)}`;
  await store.mail.enqueue([mailJob({ id, kind, message: platformsFailingAlert(to, failing) }, now)]);
  logConversionEvent("conversion.platform_failing", { destination: failing.map((p) => p.name).join(",") });
  return id;
}

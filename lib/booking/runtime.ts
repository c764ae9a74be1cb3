import "server-only";

import { getServerEnv } from "@/lib/env";
import { submitLeadDeps } from "@/lib/leads/runtime";

import { resolveAppSecret } from "./app-secret";
import { busyIntervals } from "./busy-feed";
import type { BookingDeps } from "./service";
import { bookingSettings } from "./settings";

let secret: string | undefined;

// Also called at start-up (instrumentation.ts), so a missing APP_SECRET with DATABASE_URL stops the server.
export function appSecret(): string {
  secret ??= resolveAppSecret(getServerEnv());
  return secret;
}

export async function bookingDeps(schedule: (task: () => Promise<void>) => void) {
  const env = getServerEnv();
  const leads = await submitLeadDeps(schedule);
  const settings = bookingSettings(env);
  const deps: BookingDeps & Pick<typeof leads, "rateLimiter" | "minFillMs" | "adsConsentMode"> = {
    store: leads.store,
    settings,
    secret: appSecret(),
    siteUrl: leads.siteUrl,
    clock: Date.now,
    newId: leads.newId,
    busy: (window) => busyIntervals(settings.busyFeedUrl, settings.timeZone, window, Date.now()),
    scheduleDelivery: leads.scheduleDelivery,
    mailEnv: leads.mailEnv,
    scheduleMail: leads.scheduleMail,
    conversions: leads.conversions,
    scheduleConversions: leads.scheduleConversions,
    rateLimiter: leads.rateLimiter,
    minFillMs: leads.minFillMs,
    adsConsentMode: leads.adsConsentMode,
  };
  return deps;
}

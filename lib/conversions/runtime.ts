import "server-only";

import type { ServerEnv } from "@/lib/env";
import { errorMessage } from "@/lib/leads/log";
import { onShutdown } from "@/lib/leads/shutdown";
import type { LeadStore } from "@/lib/leads/store/lead-store";

import { anyDestination, conversionConfig, type ConversionConfig } from "./config";
import { logConversionEvent } from "./log";
import { runConversionPass, sendConversionsNow, startConversionLoop } from "./outbox";

const STARTED_KEY = Symbol.for("conversions.loop-started");
type Holder = typeof globalThis & { [STARTED_KEY]?: boolean };

export function configuredConversions(env: ServerEnv): ConversionConfig | undefined {
  const config = conversionConfig(env);
  return anyDestination(config) ? config : undefined;
}

export async function startConversionPipeline(store: Promise<LeadStore>, env: ServerEnv): Promise<void> {
  const holder = globalThis as Holder;
  const config = configuredConversions(env);
  if (!config || holder[STARTED_KEY]) return;
  holder[STARTED_KEY] = true;
  const loop = startConversionLoop(
    { store: await store, config, clock: Date.now, alertTo: env.LEAD_NOTIFY_EMAIL },
    { pollMs: env.LEAD_RETRY_POLL_MS },
  );
  onShutdown("conversion-loop", () => loop.stop());
}

// Errors are only logged: the loop retries whatever fails or is busy elsewhere.
export async function sendQueuedConversions(
  store: Promise<LeadStore>,
  env: ServerEnv,
  ids: string[],
): Promise<void> {
  const config = configuredConversions(env);
  if (!config || ids.length === 0) return;
  try {
    await sendConversionsNow({ store: await store, config, clock: Date.now }, ids);
  } catch (error) {
    logConversionEvent("conversion.loop_error", { error: errorMessage(error) });
  }
}

export { runConversionPass };

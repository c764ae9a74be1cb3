import "server-only";

import { httpDrained, markPipelineExits } from "@/lib/server/graceful-stop";

import { errorMessage, logLeadEvent } from "./log";

type StopFunction = () => Promise<void>;

// On globalThis because Next.js bundles instrumentation and route handlers separately.
const REGISTRY_KEY = Symbol.for("leads.shutdown");
type RegistryHolder = typeof globalThis & {
  [REGISTRY_KEY]?: { stops: Map<string, StopFunction>; signalsInstalled: boolean };
};

function registry() {
  const holder = globalThis as RegistryHolder;
  holder[REGISTRY_KEY] ??= { stops: new Map(), signalsInstalled: false };
  return holder[REGISTRY_KEY];
}

export function onShutdown(name: string, stop: StopFunction): void {
  registry().stops.set(name, stop);
}

export async function runShutdown(deadlineMs: number): Promise<void> {
  const stops = [...registry().stops.entries()];
  registry().stops.clear();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"deadline">((resolve) => {
    timer = setTimeout(() => resolve("deadline"), deadlineMs);
    timer.unref();
  });
  const all = Promise.all(
    stops.map(([name, stop]) =>
      stop().catch((error: unknown) =>
        logLeadEvent("lead.pipeline_error", { reason: `stopping ${name}`, error: errorMessage(error) }),
      ),
    ),
  );
  const result = await Promise.race([all.then(() => "done" as const), deadline]);
  clearTimeout(timer);
  // Past the deadline, what is still in flight keeps its lease: another process delivers it once the lease lapses.
  logLeadEvent("lead.shutdown_finished", { reason: result === "done" ? "all stopped" : "deadline reached" });
}

// `next start` handles the signal too; with NEXT_MANUAL_SIG_HANDLE set Next leaves exiting to us.
export function exitOnSignals(stop: () => Promise<void>): void {
  const state = registry();
  if (state.signalsInstalled) return;
  state.signalsInstalled = true;
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    markPipelineExits();
    logLeadEvent("lead.shutdown_started", { reason: signal });
    // Requests the server already took may still need the store: its workers stop once they are answered.
    void httpDrained()
      .then(stop)
      .finally(() => {
        if (process.env.NEXT_MANUAL_SIG_HANDLE) process.exit(signal === "SIGINT" ? 130 : 143);
      });
  };
  process.on("SIGTERM", handle);
  process.on("SIGINT", handle);
}

import { randomUUID } from "node:crypto";

import { resolveAppSecret } from "@/lib/booking/app-secret";
import type { BookingDeps } from "@/lib/booking/service";
import { bookingSettings } from "@/lib/booking/settings";

import type { CommandContext } from "./command";

export function bookingDepsForCli({
  store,
  env,
  clock,
}: Pick<CommandContext, "store" | "env" | "clock">): BookingDeps {
  return {
    store,
    settings: bookingSettings(env),
    secret: resolveAppSecret(env),
    siteUrl: env.NEXT_PUBLIC_SITE_URL,
    clock,
    newId: randomUUID,
    busy: async () => [],
    // The command delivers the event itself, and waits for the answer.
    scheduleDelivery: () => {},
  };
}

import { GIVE_UP_AFTER_MS } from "@/lib/leads/backoff";
import { deliverLeadNow } from "@/lib/leads/delivery";
import { runRetryPass } from "@/lib/leads/retry";

import { parseArgs, recordId } from "./args";
import { UsageError, type LeadsCommand } from "./command";
import { iso } from "./output";
import { deliveryDeps } from "./webhook";

export const retryCommand: LeadsCommand = {
  name: "retry",
  summary: "deliver one lead, or every unfinished one (--all), to the webhook now",
  help: `Usage: npm run leads -- retry ID | --all

Sends a pending, stored or failed lead to LEAD_WEBHOOK_URL now; --all sends every one of them (the backlog kept
while no webhook was configured included). A lead that fails again gets a fresh 48 hours of automatic retries.
Exit code 1 when some were not delivered.`,
  async run(args, context) {
    const { store, io, clock } = context;
    const parsed = parseArgs(args, { "--all": "flag" }, 1);
    const all = parsed.flags.has("--all");
    if (all === (parsed.positionals[0] !== undefined)) throw new UsageError("needs a lead id or --all");
    const id = all ? undefined : recordId(parsed.positionals[0], "a lead");
    const deps = deliveryDeps(context);
    if (!deps) {
      io.err(
        "LEAD_WEBHOOK_URL is not set: there is no webhook to deliver to. Set it (in .env.local or the environment) and run this again.",
      );
      return 1;
    }
    const now = clock();
    const window = { now, giveUpAt: now + GIVE_UP_AFTER_MS };
    if (id === undefined) {
      const queued = await store.requeueAll(window);
      const outcomes = await runRetryPass(deps, { maxBatches: Number.MAX_SAFE_INTEGER });
      const delivered = outcomes.filter((outcome) => outcome === "delivered").length;
      io.out(`${queued} lead(s) queued, ${outcomes.length} attempted, ${delivered} delivered.`);
      if (delivered < outcomes.length)
        io.err("The others stay pending with their error; see: npm run leads -- list --status pending");
      return delivered === outcomes.length ? 0 : 1;
    }
    const lead = await store.getLead(id);
    if (!lead) {
      io.err(`No lead ${id}.`);
      return 1;
    }
    if (lead.status === "delivered") {
      io.out(`Lead ${id} was already delivered at ${iso(lead.deliveredAt)}; nothing to do.`);
      return 0;
    }
    if (lead.status === "spam") {
      io.err(`Lead ${id} is quarantined: release it with npm run leads -- release ${id}`);
      return 1;
    }
    await store.requeue(id, window);
    const outcome = await deliverLeadNow(deps, id);
    const after = await store.getLead(id);
    if (outcome === undefined) io.out(`Lead ${id} is being delivered by another process right now.`);
    else
      io.out(
        `Lead ${id}: ${outcome}${after?.lastError && outcome !== "delivered" ? ` (${after.lastError})` : ""}`,
      );
    return outcome === "delivered" ? 0 : 1;
  },
};

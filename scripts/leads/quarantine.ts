/**
 * Quarantine commands of `npm run leads`:
 *
 *   list --status spam [--limit N]   submissions judged bots: id, time, tag, email, reason
 *   release ID                       send one on through the normal pipeline (outbox, webhook, retries)
 */
import { getServerEnv } from "@/lib/env";
import { deliverLeadNow } from "@/lib/leads/delivery";
import { releaseQuarantinedLead } from "@/lib/leads/release";
import type { LeadStore } from "@/lib/leads/store/types";
import { mailJobsForLead } from "@/lib/mail/jobs";

import { printRows } from "./table";

type Command = (store: LeadStore) => Promise<number>;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

async function listSpam(store: LeadStore, limit: number): Promise<number> {
  const leads = await store.listLeads({ status: "spam", limit });
  printRows(
    ["ID", "CREATED", "TAG", "EMAIL", "REASON"],
    leads.map((lead) => [
      lead.id,
      iso(lead.createdAt),
      lead.tag,
      typeof lead.payload.email === "string" ? lead.payload.email : "-",
      lead.spamReason ?? "-",
    ]),
    "(no quarantined submissions)",
  );
  const counts = await store.countByStatus();
  console.log(`\n${counts.spam} quarantined; release one with: npm run leads -- release ID`);
  return 0;
}

async function release(store: LeadStore, id: string): Promise<number> {
  const now = Date.now();
  const env = getServerEnv();
  const outcome = await releaseQuarantinedLead(store, id, {
    now,
    mailJobs: (lead) => mailJobsForLead(lead, { now, env }),
  });
  switch (outcome.kind) {
    case "not-found":
      console.error(`No lead ${id}`);
      return 2;
    case "not-quarantined":
      console.log(`Lead ${id} is ${outcome.status}, not quarantined; nothing to do.`);
      return 0;
    case "invalid":
      console.error(
        `Lead ${id} cannot be released: ${outcome.error} Read it with: npm run leads -- show ${id}`,
      );
      return 1;
    case "released":
      break;
  }
  if (!env.LEAD_WEBHOOK_URL) {
    console.log(
      `Lead ${id} released: pending, delivered by the site's retry loop once LEAD_WEBHOOK_URL is set.`,
    );
    return 0;
  }
  const webhook = {
    url: env.LEAD_WEBHOOK_URL,
    secret: env.LEAD_WEBHOOK_SECRET,
    timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS,
  };
  const delivered = await deliverLeadNow({ store, webhook, clock: Date.now }, id);
  const after = await store.getLead(id);
  if (delivered === undefined)
    console.log(`Lead ${id} released; the site's retry loop is delivering it now.`);
  else
    console.log(
      `Lead ${id} released: ${delivered}${after?.lastError && delivered !== "delivered" ? ` (${after.lastError}; retried automatically)` : ""}`,
    );
  return 0;
}

/** The command these arguments name, or undefined when it is not a quarantine command. */
export function quarantineCommand(command: string | undefined, args: string[]): Command | undefined {
  if (command === "list" && args[args.indexOf("--status") + 1] === "spam" && args.includes("--status")) {
    const limitAt = args.indexOf("--limit");
    const limit = limitAt === -1 ? 50 : Number(args[limitAt + 1]);
    if (!Number.isInteger(limit) || limit < 1) return undefined; // the general list reports the bad value
    return (store) => listSpam(store, limit);
  }
  if (command === "release") {
    const id = args[0];
    if (!id) return undefined;
    return (store) => release(store, id);
  }
  return undefined;
}

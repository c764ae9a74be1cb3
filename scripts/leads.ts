/**
 * The leads ops command, for SQLite and PostgreSQL alike (it reads the same .env files and variables as the site):
 *
 *   npm run leads -- list [--status pending|delivered|failed] [--limit N]
 *   npm run leads -- show ID
 *   npm run leads -- retry ID          deliver one pending or failed lead now
 *   npm run leads -- retry --all       deliver every pending and failed lead now
 *   npm run leads -- export --csv      every lead as CSV on stdout
 *   quarantine (list --status spam, release ID): scripts/leads/quarantine.ts
 *   privacy (export --email, delete --email, purge --before): scripts/leads/privacy.ts
 *   npm run leads -- mail list|retry   the email outbox (scripts/leads/mail.ts)
 *   npm run leads -- bookings ...      booked calls (scripts/leads/bookings.ts)
 *
 * It runs under `tsx --conditions=react-server` (see package.json) so that `server-only` resolves to its empty
 * module, as it does inside Next.js.
 */
import { loadEnvConfig } from "@next/env"; // Next's own .env loader (a dependency of next), so the CLI sees what the site sees

import { getServerEnv } from "@/lib/env";
import { GIVE_UP_AFTER_MS } from "@/lib/leads/backoff";
import { deliverLeadNow, type DeliveryDeps } from "@/lib/leads/delivery";
import { runRetryPass } from "@/lib/leads/retry";
import { leadStoreConfigFromEnv, openLeadStore } from "@/lib/leads/store/open-store";
import { LEAD_STATUSES, type LeadStatus, type LeadStore, type StoredLead } from "@/lib/leads/store/types";

import { leadsCsv } from "./leads-csv";
import { ADMIN_USAGE, adminCommand } from "./leads/admin";
import { BOOKINGS_USAGE, BookingsUsageError, runBookings } from "./leads/bookings";
import { MAIL_USAGE, mailCommand } from "./leads/mail";
import { privacyCommand } from "./leads/privacy";
import { quarantineCommand } from "./leads/quarantine";
import { printRows } from "./leads/table";
import { runMain } from "./support/run-main";

const USAGE = `Usage:
  npm run leads -- list [--status pending|delivered|failed|spam] [--limit N]
  npm run leads -- show ID
  npm run leads -- retry ID | --all
  npm run leads -- release ID
  npm run leads -- export --csv
  npm run leads -- export --email ADDRESS | delete --email ADDRESS
  npm run leads -- purge --before YYYY-MM-DD
${MAIL_USAGE}
${BOOKINGS_USAGE}
${ADMIN_USAGE}`;

class UsageError extends Error {}

function iso(ms: number | null): string {
  return ms === null ? "-" : new Date(ms).toISOString();
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith("--")) throw new UsageError(`${name} needs a value`);
  return value;
}

function printTable(leads: StoredLead[]): void {
  const rows = leads.map((lead) => [
    lead.id,
    iso(lead.createdAt),
    lead.tag,
    lead.status,
    String(lead.attempts),
    lead.status === "pending" ? iso(lead.nextAttemptAt) : iso(lead.deliveredAt),
    lead.lastError ?? "",
  ]);
  printRows(
    ["ID", "CREATED", "TAG", "STATUS", "ATTEMPTS", "NEXT / DELIVERED", "LAST ERROR"],
    rows,
    "(no leads)",
  );
}

function deliveryDeps(store: LeadStore): DeliveryDeps {
  const env = getServerEnv();
  if (!env.LEAD_WEBHOOK_URL)
    throw new UsageError("LEAD_WEBHOOK_URL is not set: there is nowhere to deliver leads to.");
  return {
    store,
    webhook: {
      url: env.LEAD_WEBHOOK_URL,
      secret: env.LEAD_WEBHOOK_SECRET,
      timeoutMs: env.LEAD_WEBHOOK_TIMEOUT_MS,
    },
    clock: Date.now,
  };
}

async function retry(store: LeadStore, args: string[]): Promise<number> {
  const deps = deliveryDeps(store);
  const now = Date.now();
  // A manual retry gives the lead a fresh 48 hours of automatic retries if this attempt fails too.
  const window = { now, giveUpAt: now + GIVE_UP_AFTER_MS };
  if (args[0] === "--all") {
    const queued = await store.requeueAll(window);
    const outcomes = await runRetryPass(deps, { maxBatches: Number.MAX_SAFE_INTEGER });
    const delivered = outcomes.filter((outcome) => outcome === "delivered").length;
    console.log(`${queued} lead(s) queued, ${outcomes.length} attempted, ${delivered} delivered.`);
    if (delivered < outcomes.length)
      console.log("The others stay pending with their error; see `npm run leads -- list --status pending`.");
    return delivered === outcomes.length ? 0 : 1;
  }
  const id = args[0];
  if (!id) throw new UsageError("retry needs a lead id or --all");
  const lead = await store.getLead(id);
  if (!lead) throw new UsageError(`No lead ${id}`);
  if (lead.status === "delivered") {
    console.log(`Lead ${id} was already delivered at ${iso(lead.deliveredAt)}; nothing to do.`);
    return 0;
  }
  await store.requeue(id, window);
  const outcome = await deliverLeadNow(deps, id);
  const after = await store.getLead(id);
  if (outcome === undefined) console.log(`Lead ${id} is being delivered by another process right now.`);
  else
    console.log(
      `Lead ${id}: ${outcome}${after?.lastError && outcome !== "delivered" ? ` (${after.lastError})` : ""}`,
    );
  return outcome === "delivered" ? 0 : 1;
}

async function run(store: LeadStore, [command, ...args]: string[]): Promise<number> {
  const own = quarantineCommand(command, args) ?? privacyCommand(command, args);
  if (own) return own(store);
  switch (command) {
    case "list": {
      const status = option(args, "--status");
      if (status !== undefined && !LEAD_STATUSES.includes(status as LeadStatus)) {
        throw new UsageError(`--status must be one of ${LEAD_STATUSES.join(", ")}`);
      }
      const limit = Number(option(args, "--limit") ?? "50");
      if (!Number.isInteger(limit) || limit < 1)
        throw new UsageError("--limit must be a positive whole number");
      printTable(await store.listLeads({ status: status as LeadStatus | undefined, limit }));
      const counts = await store.countByStatus();
      console.log(
        `\n${counts.pending} pending, ${counts.delivered} delivered, ${counts.failed} failed, ${counts.spam} spam`,
      );
      return 0;
    }
    case "show": {
      const id = args[0];
      if (!id) throw new UsageError("show needs a lead id");
      const lead = await store.getLead(id);
      if (!lead) throw new UsageError(`No lead ${id}`);
      const { payloadJson: _raw, ...readable } = lead;
      console.log(
        JSON.stringify(
          {
            ...readable,
            createdAt: iso(lead.createdAt),
            nextAttemptAt: iso(lead.nextAttemptAt),
            giveUpAt: iso(lead.giveUpAt),
            deliveredAt: iso(lead.deliveredAt),
            updatedAt: iso(lead.updatedAt),
          },
          null,
          2,
        ),
      );
      return 0;
    }
    case "retry":
      return retry(store, args);
    case "mail":
      return mailCommand(store, getServerEnv(), args);
    case "bookings":
      return runBookings(store, args);
    case "admin":
      return adminCommand(store, getServerEnv(), args);
    case "export":
      if (!args.includes("--csv")) throw new UsageError("export supports --csv");
      process.stdout.write(leadsCsv(await store.listLeads()));
      return 0;
    case undefined:
    case "help":
    case "--help":
      console.log(USAGE);
      return 0;
    default:
      throw new UsageError(`Unknown command "${command}"`);
  }
}

async function main(): Promise<number> {
  loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  const store = await openLeadStore(leadStoreConfigFromEnv(getServerEnv()));
  try {
    return await run(store, process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError || error instanceof BookingsUsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  } finally {
    await store.close();
  }
}

runMain(main);

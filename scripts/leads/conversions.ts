// Ids, platforms and states only: what was sent is rebuilt from the lead's captured context, never printed.
import { anyDestination, conversionConfig } from "@/lib/conversions/config";
import { retryConversions } from "@/lib/conversions/retry";
import { validateConversions } from "@/lib/conversions/validate";
import type { ServerEnv } from "@/lib/env";
import {
  shownStatus,
  type ShownConversionStatus,
  type StoredConversion,
} from "@/lib/leads/store/conversion-repository";
import type { LeadStore } from "@/lib/leads/store/lead-store";

import { formatTable } from "../lib/table";
import type { LeadsCommand } from "./command";

const SHOWN_STATUSES: readonly ShownConversionStatus[] = [
  "pending",
  "processing",
  "sent",
  "failed",
  "expired",
];

export const CONVERSIONS_USAGE = `  npm run leads -- conversions list [--status ${SHOWN_STATUSES.join("|")}] [--limit N]
  npm run leads -- conversions retry ID | --all
  npm run leads -- conversions validate [LEAD_ID]`;

export interface ConversionsIo {
  out: (line: string) => void;
  err: (line: string) => void;
  clock?: () => number;
}

const consoleIo: ConversionsIo = { out: console.log, err: console.error };

function iso(ms: number | null): string {
  return ms === null ? "-" : new Date(ms).toISOString();
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index === -1 ? undefined : (args[index + 1] ?? "");
}

export function conversionsTable(rows: StoredConversion[]): string {
  if (rows.length === 0) return "(no conversions)";
  return formatTable(
    ["ID", "EVENT", "PLATFORM", "STATUS", "ATTEMPTS", "NEXT / SENT", "LAST ERROR"],
    rows.map((row) => [
      row.id,
      row.event,
      row.destination,
      shownStatus(row),
      String(row.attempts),
      row.status === "pending" ? iso(row.nextAttemptAt) : iso(row.sentAt),
      row.status === "sent" ? "" : (row.lastError ?? ""),
    ]),
  );
}

export async function printLeadConversions(store: LeadStore, leadId: string, io: ConversionsIo = consoleIo) {
  io.out(`\nConversions:\n${conversionsTable(await store.conversions.list({ leadId }))}`);
}

async function list(store: LeadStore, args: string[], io: ConversionsIo): Promise<number> {
  const status = option(args, "--status");
  if (status !== undefined && !SHOWN_STATUSES.includes(status as ShownConversionStatus)) {
    io.err(`--status must be one of ${SHOWN_STATUSES.join(", ")}`);
    return 2;
  }
  const limit = Number(option(args, "--limit") ?? "50");
  if (!Number.isInteger(limit) || limit < 1) {
    io.err("--limit must be a positive whole number");
    return 2;
  }
  io.out(
    conversionsTable(
      await store.conversions.list({ status: status as ShownConversionStatus | undefined, limit }),
    ),
  );
  const counts: Record<string, number> = { ...(await store.conversions.countByStatus()) };
  const platforms = Object.values(await store.conversions.platformHealth());
  const processing = platforms.reduce((sum, platform) => sum + platform.processing, 0);
  counts.sent = (counts.sent ?? 0) - processing;
  const shown = ["pending", "processing", "sent", "failed", "expired"];
  io.out(
    `\n${shown.map((name) => `${name === "processing" ? processing : counts[name]} ${name}`).join(", ")}`,
  );
  return 0;
}

async function validate(
  store: LeadStore,
  env: ServerEnv,
  args: string[],
  io: ConversionsIo,
): Promise<number> {
  const config = conversionConfig(env);
  if (!anyDestination(config)) {
    io.err("No ad platform is configured (see docs/conversions.md): there is nothing to validate.");
    return 2;
  }
  const leadId = args[0];
  const target = leadId
    ? { kind: "lead" as const, leadId }
    : { kind: "sample" as const, pageUrl: env.NEXT_PUBLIC_SITE_URL };
  const verdicts = await validateConversions(store, config, target, (io.clock ?? Date.now)());
  if (verdicts === "no-lead") {
    io.err(`No lead ${leadId}`);
    return 2;
  }
  io.out(
    leadId
      ? `Validating lead ${leadId}'s "lead" event:`
      : 'Validating a sample "lead" event (no personal data):',
  );
  for (const { platform, ok, message } of verdicts)
    io.out(`  ${platform.padEnd(6)} ${ok ? "OK  " : "FAIL"} ${message}`);
  return verdicts.every((verdict) => verdict.ok) ? 0 : 1;
}

async function retry(store: LeadStore, env: ServerEnv, args: string[], io: ConversionsIo): Promise<number> {
  const target = args[0];
  if (!target) {
    io.err("conversions retry needs a conversion id or --all");
    return 2;
  }
  const id = target === "--all" ? undefined : target;
  const result = await retryConversions(store, env, id, io.clock);
  switch (result.kind) {
    case "no-platform":
      io.err("No ad platform is configured (see docs/conversions.md): there is nowhere to send conversions.");
      return 2;
    case "not-found":
      io.err(`No conversion ${id}`);
      return 2;
    case "nothing-to-do":
      io.out(`Conversion ${id} is ${result.status}; nothing to do.`);
      return 0;
    case "retried": {
      const { queued, attempted, sent } = result;
      io.out(`${queued} conversion(s) queued, ${attempted} attempted, ${sent} sent.`);
      if (sent < attempted) io.out("See `npm run leads -- conversions list` for the others' errors.");
      return sent === attempted ? 0 : 1;
    }
  }
}

export async function conversionsCommand(
  store: LeadStore,
  env: ServerEnv,
  [subcommand, ...args]: string[],
  io: ConversionsIo = consoleIo,
): Promise<number> {
  switch (subcommand) {
    case "list":
      return list(store, args, io);
    case "retry":
      return retry(store, env, args, io);
    case "validate":
      return validate(store, env, args, io);
    default:
      io.err(`Usage:\n${CONVERSIONS_USAGE}`);
      return 2;
  }
}

const listHelp = `Usage: npm run leads -- conversions list [--status ${SHOWN_STATUSES.join("|")}] [--limit N]

The newest conversion events (one per lead, event and ad platform): status (a Google upload is "processing" until
Google's verdict, then "sent" or "failed" with Google's reason), attempts, next attempt or sent time, the last error. Ids, platforms and states only: what is sent is rebuilt from the lead, never printed.`;

const retryHelp = `Usage: npm run leads -- conversions retry ID | --all

Sends one pending or failed conversion now, or every one (--all), with a fresh retry window; a platform's own
window (Meta 7 days, GA4 72 hours) still applies.`;

const validateHelp = `Usage: npm run leads -- conversions validate [LEAD_ID]

Asks each configured platform whether it would accept a lead's "lead" event (or a sample without personal data),
without recording a conversion: Google with validateOnly, GA4 at /debug/mp/collect, Meta as a test event under
META_TEST_EVENT_CODE (unset: Meta is not checked). Prints each platform's verdict; exits 1 when one fails.`;

export const conversionsCommands: LeadsCommand = {
  name: "conversions",
  summary: "the ad-platform conversion outbox (Google Ads, Meta, GA4)",
  help: `${listHelp}\n\n${retryHelp}\n\n${validateHelp}`,
  subcommands: [
    {
      name: "list",
      summary: "conversion events pending, sent, failed or expired",
      help: listHelp,
      run: (args, { store, io, clock }) => list(store, args, { ...io, clock }),
    },
    {
      name: "retry",
      summary: "send one conversion (ID) or all pending and failed (--all) now",
      help: retryHelp,
      run: (args, { store, env, io, clock }) => retry(store, env, args, { ...io, clock }),
    },
    {
      name: "validate",
      summary: "ask each platform to check an event without recording it",
      help: validateHelp,
      run: (args, { store, env, io, clock }) => validate(store, env, args, { ...io, clock }),
    },
  ],
};

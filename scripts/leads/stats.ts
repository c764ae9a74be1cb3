import { zonedInstant } from "@/lib/booking/zoned-time";
import { getServerEnv } from "@/lib/env";
import { leadStats } from "@/lib/leads/lead-stats";
import type { LeadStore } from "@/lib/leads/store/lead-store";

import { formatTable } from "../lib/table";
import type { LeadsCommand } from "./command";
import { consoleIo, formatDuration, formatMoney, iso, type CommandIo, type LeadsSubcommand } from "./io";

export const STATS_USAGE = "  npm run leads -- stats [--since YYYY-MM-DD]";

const DEFAULT_PERIOD_DAYS = 30;

const HELP = `Usage: npm run leads -- stats [--since YYYY-MM-DD | ISO 8601 time]

For the leads that arrived since the date (midnight in BOOKING_TIME_ZONE; default ${DEFAULT_PERIOD_DAYS} days ago), per source
(first touch's utm_source, else the ad click id, else "(direct)"): leads, calls booked, showed and no-show, show rate,
median time from arrival to the first "contacted" stage, and deals won with their value (the latest "won" per lead).
Spam and booking events (rescheduled, cancelled, showed, no-show) are not counted as leads.`;

function parseSince(text: string, timeZone: string): number | undefined {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const at = zonedInstant(text, 0, timeZone);
    return Number.isNaN(at) || Number.isNaN(Date.parse(`${text}T00:00:00Z`)) ? undefined : at;
  }
  const at = /^\d{4}-\d{2}-\d{2}T/.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? undefined : at;
}

async function stats(store: LeadStore, args: string[], io: CommandIo): Promise<number> {
  if (args.includes("--help")) {
    io.out(HELP);
    return 0;
  }
  const index = args.indexOf("--since");
  const unknown = args.filter((arg, position) => position !== index && position !== index + 1);
  if (unknown.length > 0) {
    io.err(`Unknown argument "${unknown[0]}" (see --help)`);
    return 2;
  }
  let since = io.clock() - DEFAULT_PERIOD_DAYS * 86_400_000;
  if (index !== -1) {
    const parsed = parseSince(args[index + 1] ?? "", getServerEnv().BOOKING_TIME_ZONE);
    if (parsed === undefined) {
      io.err(`--since needs a date YYYY-MM-DD or an ISO 8601 time, not "${args[index + 1] ?? ""}"`);
      return 2;
    }
    since = parsed;
  }
  const rows = leadStats(await store.outcomes.rowsSince(since));
  io.out(`Leads since ${iso(since)}`);
  io.out(
    formatTable(
      [
        "SOURCE",
        "LEADS",
        "BOOKED",
        "SHOWED",
        "NO-SHOW",
        "SHOW RATE",
        "MEDIAN TO CONTACT",
        "WON",
        "WON VALUE",
      ],
      rows.map((row) => [
        row.source,
        String(row.leads),
        String(row.bookings),
        String(row.showed),
        String(row.noShows),
        row.showRate === null ? "-" : `${Math.round(row.showRate * 100)}%`,
        row.medianToContactMs === null ? "-" : formatDuration(row.medianToContactMs),
        String(row.won),
        formatMoney(row.wonCents),
      ]),
      ["left", "right", "right", "right", "right", "right", "right", "right", "right"],
    ),
  );
  return 0;
}

export function statsCommand(
  command: string | undefined,
  args: string[],
  io: CommandIo = consoleIo,
): LeadsSubcommand<LeadStore> | undefined {
  return command === "stats" ? (store) => stats(store, args, io) : undefined;
}

export const statsCommands: LeadsCommand = {
  name: "stats",
  summary: "per source: leads, bookings, show rate, time to contact, won value",
  help: HELP,
  run: (args, { store, io, clock }) => stats(store, args, { ...io, clock }),
};

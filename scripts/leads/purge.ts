import { logLeadEvent } from "@/lib/leads/log";
import type { PurgeResult } from "@/lib/leads/store/privacy";

import { isoDay, parseArgs } from "./args";
import { UsageError, type CommandIo, type LeadsCommand } from "./command";

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

function summary(result: PurgeResult): string {
  return `${plural(result.leads, "lead")}, ${plural(result.bookings, "booking")} and ${plural(result.mailJobs, "email")}`;
}

function reportKept(io: CommandIo, result: PurgeResult): void {
  if (result.bookingsKept > 0)
    io.out(
      `Kept: ${plural(result.bookingsKept, "booking")} whose call ends after the cut-off, with their leads and emails.`,
    );
  if (result.pendingKept > 0)
    io.out(
      `Kept: ${plural(result.pendingKept, "lead")} still waiting for the webhook; see: npm run leads -- list --status pending`,
    );
}

export const purgeCommand: LeadsCommand = {
  name: "purge",
  summary: "delete what was created before a day (retention); --dry-run shows what would go",
  help: `Usage: npm run leads -- purge --before YYYY-MM-DD [--dry-run] [--yes]

Deletes the leads, bookings and sent or failed emails created before that day (midnight UTC). It never deletes a
booking whose call has not ended, nor a lead or email tied to one, nor a lead still waiting for the webhook. A day
in the future is refused.

  --dry-run  print what would be deleted and delete nothing
  --yes      do not ask (without it the command asks on the terminal, and refuses when there is none)`,
  async run(args, { store, io, clock }) {
    const { values, flags } = parseArgs(args, { "--before": "value", "--dry-run": "flag", "--yes": "flag" });
    if (values["--before"] === undefined) throw new UsageError("needs --before YYYY-MM-DD");
    const day = values["--before"];
    const before = isoDay(day, "--before");
    const now = clock();
    if (before > now)
      throw new UsageError(
        `--before ${day} is in the future (today is ${new Date(now).toISOString().slice(0, 10)} UTC): a purge only removes what is past`,
      );
    const planned = await store.privacy.purgeBefore(before, { now, dryRun: true });
    if (flags.has("--dry-run")) {
      io.out(`Dry run: would delete ${summary(planned)} created before ${day}.`);
      reportKept(io, planned);
      return 0;
    }
    if (planned.leads + planned.bookings + planned.mailJobs === 0) {
      io.out(`Nothing created before ${day} to delete.`);
      reportKept(io, planned);
      return 0;
    }
    if (!flags.has("--yes")) {
      const answer = await io.confirm(`Delete ${summary(planned)} created before ${day}?`);
      if (answer === undefined)
        throw new UsageError(
          "deletes data: run it on a terminal to confirm, or pass --yes (see first with --dry-run)",
        );
      if (!answer) {
        io.err("Nothing deleted.");
        return 1;
      }
    }
    const result = await store.privacy.purgeBefore(before, { now: clock() });
    logLeadEvent("lead.privacy_purged", {
      deleted: { leads: result.leads, bookings: result.bookings, mailJobs: result.mailJobs },
    });
    io.out(`Deleted ${summary(result)} created before ${day}.`);
    reportKept(io, result);
    return 0;
  },
};

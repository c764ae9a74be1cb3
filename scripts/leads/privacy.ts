/**
 * Privacy commands of `npm run leads` (a person's right to a copy of their data and to its deletion):
 *
 *   export --email ADDR        everything held about the address, as JSON
 *   delete --email ADDR        deletes all of it in one transaction and prints what was deleted
 *   purge --before YYYY-MM-DD  deletes everything created before that day (UTC), except leads still pending
 */
import { logLeadEvent } from "@/lib/leads/log";
import type { LeadStore } from "@/lib/leads/store/types";

type Command = (store: LeadStore) => Promise<number>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function value(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  const found = index === -1 ? undefined : args[index + 1];
  return found && !found.startsWith("--") ? found : undefined;
}

function fail(message: string): Command {
  return async () => {
    console.error(message);
    return 2;
  };
}

/** Midnight UTC of a YYYY-MM-DD day, or undefined when it is not a real date. */
export function parseDay(day: string): number | undefined {
  if (!DATE_PATTERN.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day ? undefined : ms;
}

export function privacyCommand(command: string | undefined, args: string[]): Command | undefined {
  if ((command === "export" && args.includes("--email")) || command === "delete") {
    const email = value(args, "--email");
    if (!email?.includes("@")) return fail(`${command} needs --email ADDRESS`);
    if (command === "export")
      return async (store) => {
        console.log(JSON.stringify(await store.privacy.exportByEmail(email), null, 2));
        return 0;
      };
    return async (store) => {
      const deleted = await store.privacy.deleteByEmail(email);
      // The event says how much went, never whose it was.
      logLeadEvent("lead.privacy_deleted", {
        deleted: {
          leads: deleted.leads.length,
          bookings: deleted.bookings.length,
          mailJobs: deleted.mailJobs.length,
        },
      });
      console.log(JSON.stringify({ deleted }, null, 2));
      return 0;
    };
  }
  if (command === "purge") {
    const day = value(args, "--before");
    const before = day === undefined ? undefined : parseDay(day);
    if (before === undefined) return fail("purge needs --before YYYY-MM-DD");
    return async (store) => {
      const result = await store.privacy.purgeBefore(before);
      logLeadEvent("lead.privacy_purged", {
        deleted: { leads: result.leads, bookings: result.bookings, mailJobs: result.mailJobs },
      });
      console.log(
        `Deleted ${result.leads} lead(s), ${result.bookings} booking(s) and ${result.mailJobs} queued email(s) created before ${day}.`,
      );
      if (result.pendingKept > 0)
        console.log(
          `${result.pendingKept} older lead(s) are still waiting for delivery and were kept; see: npm run leads -- list --status pending`,
        );
      return 0;
    };
  }
  return undefined;
}

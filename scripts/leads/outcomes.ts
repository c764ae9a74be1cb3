import { markCallOutcome } from "@/lib/booking/outcomes";
import { CALL_OUTCOMES, type CallOutcome } from "@/lib/db/schema";
import { getServerEnv } from "@/lib/env";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { NewMailJob } from "@/lib/leads/store/records";
import { sendJobsNow } from "@/lib/mail/outbox";
import { mailFrom, smtpTransport } from "@/lib/mail/transport";

import { bookingDepsForCli } from "./booking-deps";
import type { LeadsCommand } from "./command";
import { consoleIo, iso, logsOnStderr, type CommandIo, type LeadsSubcommand } from "./io";
import { deliverNow } from "./webhook";

export const OUTCOMES_USAGE = `  npm run leads -- bookings mark ID ${CALL_OUTCOMES.join("|")}`;

const HELP = `Usage: npm run leads -- bookings mark BOOKING_ID ${CALL_OUTCOMES.join("|")}

Records whether a booked call took place, once its start time has passed (one outcome per call).
The outcome is forwarded to LEAD_WEBHOOK_URL as a lead event (roofing-call-showed, roofing-call-no-show);
a no-show also emails the visitor "Sorry we missed you" with a link to pick a new time.
Booking ids: npm run leads -- bookings --from YYYY-MM-DD`;

async function sendNow(jobs: NewMailJob[], store: LeadStore, clock: () => number): Promise<string> {
  if (jobs.length === 0) return "";
  const env = getServerEnv();
  if (!env.SMTP_URL) return "; email queued (SMTP_URL unset: the server sends it)";
  const transport = await smtpTransport({ url: env.SMTP_URL, from: mailFrom(env.MAIL_FROM) });
  try {
    const outcomes = await sendJobsNow(
      { store, transport, clock },
      jobs.map((job) => job.id),
    );
    return `; email ${outcomes.every((outcome) => outcome === "sent") ? "sent" : "queued for retry"}`;
  } finally {
    transport.close();
  }
}

async function mark(store: LeadStore, args: string[], io: CommandIo): Promise<number> {
  if (args.includes("--help")) {
    io.out(HELP);
    return 0;
  }
  const [id, outcome, extra] = args;
  if (!id || !outcome || extra !== undefined) {
    io.err(`bookings mark needs a booking id and ${CALL_OUTCOMES.join(" or ")} (see --help)`);
    return 2;
  }
  if (!CALL_OUTCOMES.includes(outcome as CallOutcome)) {
    io.err(`The outcome must be ${CALL_OUTCOMES.join(" or ")}, not "${outcome}"`);
    return 2;
  }
  let queued: NewMailJob[] = [];
  const env = getServerEnv();
  const deps = {
    ...bookingDepsForCli({ store, env, clock: io.clock }),
    clock: io.clock,
    scheduleMail: (jobs: NewMailJob[]) => (queued = jobs),
  };
  const result = await markCallOutcome(deps, id, outcome as CallOutcome);
  switch (result.kind) {
    case "not-found":
      io.err(`No booking ${id}`);
      return 2;
    case "cancelled":
      io.err(`Booking ${id} was cancelled; there is no call to mark.`);
      return 1;
    case "upcoming":
      io.err(`Booking ${id} starts at ${iso(result.booking.start)}; mark it after the call.`);
      return 1;
    case "already-marked":
      if (result.booking.outcome === outcome) {
        io.out(
          `Booking ${id} was already marked ${outcome} at ${iso(result.booking.outcomeAt)}; nothing changed.`,
        );
        return 0;
      }
      io.err(
        `Booking ${id} is already marked ${result.booking.outcome} (${iso(result.booking.outcomeAt)}); an outcome is recorded once.`,
      );
      return 1;
    case "marked": {
      const delivered = await deliverNow({ store, env, clock: io.clock }, result.lead.id);
      const mailed = await sendNow(queued, store, io.clock);
      io.out(
        `Booking ${id} marked ${outcome} at ${iso(result.booking.outcomeAt)}; event lead ${result.lead.id} ${delivered}${mailed}.`,
      );
      return 0;
    }
  }
}

/** `bookings mark …`, or undefined for any other command. */
export function outcomesCommand(
  command: string | undefined,
  args: string[],
  io: CommandIo = consoleIo,
): LeadsSubcommand<LeadStore> | undefined {
  if (command !== "bookings" || args[0] !== "mark") return undefined;
  return (store) => logsOnStderr(io, () => mark(store, args.slice(1), io));
}

export const markCommand: LeadsCommand = {
  name: "mark",
  summary: "record whether a past call took place (showed or no-show)",
  help: HELP,
  run: (args, { store, io, clock }) => mark(store, args, { ...io, clock }),
};

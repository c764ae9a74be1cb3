/**
 * What a subcommand of `npm run leads` is: a name, a one-line summary for the command list, its own help text, and
 * either a `run` or subcommands of its own (`mail list`). A new subcommand is one module exporting a LeadsCommand
 * and one entry in the registry of scripts/leads.ts (or in its group's `subcommands`).
 */
import type { ServerEnv } from "@/lib/env";
import type { LeadStore } from "@/lib/leads/store/lead-store";

export interface CommandIo {
  /** Data: tables, JSON, results. Goes to stdout. */
  out: (text: string) => void;
  /** Messages: hints, warnings, log lines, errors. Goes to stderr. */
  err: (text: string) => void;
  /** Asks a yes/no question on the terminal; undefined when there is no terminal to ask on. */
  confirm: (question: string) => Promise<boolean | undefined>;
}

export interface CommandContext {
  store: LeadStore;
  env: ServerEnv;
  io: CommandIo;
  clock: () => number;
}

export interface LeadsCommand {
  name: string;
  /** One line in `npm run leads -- --help`. */
  summary: string;
  /** What `--help` prints: usage first, then what it does and its options. */
  help: string;
  run?: (args: string[], context: CommandContext) => Promise<number>;
  subcommands?: readonly LeadsCommand[];
  /** The subcommand run when the first argument names none (`bookings` lists them). */
  fallback?: string;
}

/** A mistake in the command line: printed as one line (exit 2), with a pointer to --help of `path` when given. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

export const USAGE_PREFIX = "npm run leads --";

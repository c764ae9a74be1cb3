// A new subcommand: a module exporting a LeadsCommand, added to COMMANDS in scripts/leads.ts or to a group.
import type { ServerEnv } from "@/lib/env";
import type { LeadStore } from "@/lib/leads/store/lead-store";

export interface CommandIo {
  out: (text: string) => void;
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
  summary: string;
  help: string;
  run?: (args: string[], context: CommandContext) => Promise<number>;
  subcommands?: readonly LeadsCommand[];
  /** The subcommand run when the first argument names none (`bookings` lists them). */
  fallback?: string;
}

export class UsageError extends Error {
  constructor(
    message: string,
    readonly path?: string,
  ) {
    super(message);
  }
}

export const USAGE_PREFIX = "npm run leads --";

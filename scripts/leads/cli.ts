import type { ServerEnv } from "@/lib/env";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { LeadStoreConfig } from "@/lib/leads/store/open-store";

import { isHelp } from "./args";
import { USAGE_PREFIX, UsageError, type CommandIo, type LeadsCommand } from "./command";

export interface CliDeps {
  io: CommandIo;
  env: () => ServerEnv;
  storeConfig: (env: ServerEnv) => LeadStoreConfig;
  openStore: (config: LeadStoreConfig) => Promise<LeadStore>;
  describeStore: (config: LeadStoreConfig) => string;
  clock: () => number;
}

interface Resolved {
  command: LeadsCommand;
  /** "mail retry": the words that named it. */
  path: string;
  args: string[];
}

export function resolveCommand(commands: readonly LeadsCommand[], argv: readonly string[]): Resolved {
  const [name, ...rest] = argv;
  const top = commands.find((command) => command.name === name);
  if (!top) throw new UsageError(`unknown command "${name}"`);
  let resolved: Resolved = { command: top, path: top.name, args: rest };
  while (resolved.command.subcommands) {
    const { command, path, args } = resolved;
    const named = command.subcommands?.find((sub) => sub.name === args[0]);
    const fallback = command.subcommands?.find((sub) => sub.name === command.fallback);
    if (named) resolved = { command: named, path: `${path} ${named.name}`, args: args.slice(1) };
    else if (isHelp(args[0])) return resolved;
    else if (fallback) resolved = { command: fallback, path, args };
    else
      throw new UsageError(
        `needs one of: ${command.subcommands?.map((sub) => sub.name).join(", ")}${args[0] ? ` (not "${args[0]}")` : ""}`,
        path,
      );
  }
  return resolved;
}

export function overviewHelp(commands: readonly LeadsCommand[]): string {
  const rows = commands.flatMap((command) =>
    command.subcommands
      ? command.subcommands.map((sub) => [`${command.name} ${sub.name}`, sub.summary])
      : [[command.name, command.summary]],
  );
  const width = Math.max(...rows.map(([name = ""]) => name.length));
  return [
    `Usage: ${USAGE_PREFIX} COMMAND [options]`,
    "",
    "The site's leads, bookings and emails, in the store the site uses (SQLite, or PostgreSQL when DATABASE_URL is",
    "set), read with the site's environment. Data goes to stdout, messages to stderr.",
    "",
    "Commands:",
    ...rows.map(([name = "", summary]) => `  ${name.padEnd(width)}  ${summary}`),
    "",
    `A command's options: ${USAGE_PREFIX} COMMAND --help`,
  ].join("\n");
}

function usageLine(error: UsageError, path: string | undefined): string {
  const help = path ? `${USAGE_PREFIX} ${path} --help` : `${USAGE_PREFIX} --help`;
  return `leads${path ? ` ${path}` : ""}: ${error.message}. See: ${help}`;
}

/** Runs the command line; returns the exit code (0 done, 1 did not fully succeed, 2 a mistake in the command line). */
export async function runCli(
  commands: readonly LeadsCommand[],
  argv: readonly string[],
  deps: CliDeps,
): Promise<number> {
  const { io } = deps;
  if (argv.length === 0 || isHelp(argv[0])) {
    io.out(overviewHelp(commands));
    return 0;
  }
  let resolved: Resolved;
  try {
    resolved = resolveCommand(commands, argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(usageLine(error, error.path));
    return 2;
  }
  const { command, path, args } = resolved;
  const end = args.indexOf("--");
  if (!command.run || (end === -1 ? args : args.slice(0, end)).some(isHelp)) {
    io.out(command.help);
    return 0;
  }
  const env = deps.env();
  const config = deps.storeConfig(env);
  io.err(deps.describeStore(config));
  const store = await deps.openStore(config);
  try {
    return await command.run(args, { store, env, io, clock: deps.clock });
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(usageLine(error, path));
    return 2;
  } finally {
    await store.close();
  }
}

// Run with --conditions=react-server (package.json) so `server-only` resolves to its empty module.
import "@/lib/load-env-files"; // first: the .env files, loaded as the site loads them, before anything reads them

import { getServerEnv } from "@/lib/env";
import { setLeadLogSink } from "@/lib/leads/log";
import { leadStoreConfigFromEnv, openLeadStore } from "@/lib/leads/store/open-store";
import { setMailLogSink } from "@/lib/mail/log";

import { adminCommands } from "./leads/admin";
import { backupCommand } from "./leads/backup";
import { bookingsCommand } from "./leads/bookings";
import { runCli } from "./leads/cli";
import type { LeadsCommand } from "./leads/command";
import { conversionsCommands } from "./leads/conversions";
import { deleteCommand } from "./leads/delete";
import { exportCommand } from "./leads/export";
import { listCommand } from "./leads/list";
import { mailCommands } from "./leads/mail";
import { purgeCommand } from "./leads/purge";
import { releaseCommand } from "./leads/release";
import { retryCommand } from "./leads/retry";
import { showCommand } from "./leads/show";
import { stageCommands } from "./leads/stage";
import { statsCommands } from "./leads/stats";
import { describeStore } from "./leads/store-line";
import { terminalIo } from "./leads/terminal";
import { runMain } from "./support/run-main";

/** The subcommands, in the order `--help` lists them. */
const COMMANDS: readonly LeadsCommand[] = [
  listCommand,
  showCommand,
  retryCommand,
  releaseCommand,
  exportCommand,
  deleteCommand,
  purgeCommand,
  mailCommands,
  bookingsCommand,
  stageCommands,
  statsCommands,
  conversionsCommands,
  backupCommand,
  adminCommands,
];

// A reader that stops early (`| head`, `| grep -q`) closes the pipe: what it wanted is out, so stop quietly.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
  process.exit(0);
});

runMain(async () => {
  // Log lines are messages: stderr, so that stdout holds only the data (JSON that parses, CSV, tables).
  setLeadLogSink((line) => terminalIo.err(JSON.stringify(line)));
  setMailLogSink((line) => terminalIo.err(JSON.stringify(line)));
  return runCli(COMMANDS, process.argv.slice(2), {
    io: terminalIo,
    env: () => getServerEnv(),
    storeConfig: leadStoreConfigFromEnv,
    openStore: openLeadStore,
    describeStore: (config) => describeStore(config),
    clock: Date.now,
  });
});

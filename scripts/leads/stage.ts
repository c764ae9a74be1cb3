import { randomUUID } from "node:crypto";

import * as z from "zod/mini";

import { recordStage } from "@/lib/leads/stage-record";
import { LEAD_STAGES, STAGE_CURRENCIES, stageRequestSchema } from "@/lib/leads/stages";
import type { LeadStore } from "@/lib/leads/store/lead-store";

import type { LeadsCommand } from "./command";
import { consoleIo, formatDuration, formatMoney, iso, type CommandIo, type LeadsSubcommand } from "./io";

export const STAGE_USAGE = `  npm run leads -- stage ID ${LEAD_STAGES.join("|")} [--value N] [--currency ${STAGE_CURRENCIES.join("|")}]`;

const HELP = `Usage: npm run leads -- stage LEAD_ID ${LEAD_STAGES.join("|")} [--value N] [--currency ${STAGE_CURRENCIES.join("|")}]

Adds a stage to the lead's history (earlier stages are kept), as the CRM does with POST /api/leads/{id}/stage.
--value is the deal's value in whole currency units (e.g. --value 2500 for a $2,500 win); --currency defaults to USD.
The time from the lead's arrival to its first "contacted" stage is its speed to lead (npm run leads -- stats).`;

function readOptions(args: string[]): { rest: string[]; value?: string; currency?: string } | string {
  const rest: string[] = [];
  const found: { value?: string; currency?: string } = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === "--value" || arg === "--currency") {
      const value = args[index + 1];
      if (value === undefined || value.startsWith("--")) return `${arg} needs a value`;
      found[arg === "--value" ? "value" : "currency"] = value;
      index += 1;
    } else if (arg.startsWith("--")) return `Unknown option ${arg}`;
    else rest.push(arg);
  }
  return { rest, ...found };
}

async function stage(store: LeadStore, args: string[], io: CommandIo): Promise<number> {
  if (args.includes("--help")) {
    io.out(HELP);
    return 0;
  }
  const options = readOptions(args);
  if (typeof options === "string") {
    io.err(`${options} (see --help)`);
    return 2;
  }
  const [id, name, extra] = options.rest;
  if (!id || !name || extra !== undefined) {
    io.err(`stage needs a lead id and one of ${LEAD_STAGES.join(", ")} (see --help)`);
    return 2;
  }
  const value = options.value === undefined ? undefined : Number(options.value);
  const parsed = z.safeParse(stageRequestSchema, { stage: name, value, currency: options.currency });
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? "stage");
    const hint = {
      stage: `The stage must be one of ${LEAD_STAGES.join(", ")}, not "${name}"`,
      value: `--value must be a number of at least 0, not "${options.value}"`,
      currency: `--currency must be ${STAGE_CURRENCIES.join(" or ")}`,
    }[field];
    io.err(hint ?? "Invalid stage (see --help)");
    return 2;
  }
  const now = io.clock();
  const result = await recordStage(store, {
    id: randomUUID(),
    leadId: id,
    request: parsed.data,
    source: "cli",
    now,
  });
  if (result.kind === "no-lead") {
    io.err(`No lead ${id}`);
    return 2;
  }
  const recorded = result.stage;
  const worth =
    recorded.valueCents === null ? "" : ` (${formatMoney(recorded.valueCents, recorded.currency ?? "USD")})`;
  io.out(
    `Lead ${id}: ${recorded.stage}${worth} recorded at ${iso(recorded.createdAt)}, ${formatDuration(recorded.sinceLeadMs)} after it arrived (${iso(result.lead.createdAt)}).`,
  );
  return 0;
}

export function stageCommand(
  command: string | undefined,
  args: string[],
  io: CommandIo = consoleIo,
): LeadsSubcommand<LeadStore> | undefined {
  return command === "stage" ? (store) => stage(store, args, io) : undefined;
}

export const stageCommands: LeadsCommand = {
  name: "stage",
  summary: "add a CRM stage to a lead (contacted, qualified, won, lost)",
  help: HELP,
  run: (args, { store, io, clock }) => stage(store, args, { ...io, clock }),
};

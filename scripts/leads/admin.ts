import { AUDIT_COLUMNS, auditCells } from "@/lib/admin/audit";
import { adminConfig } from "@/lib/admin/config";
import { inviteAdmin, revokeAdmin } from "@/lib/admin/people";
import type { ServerEnv } from "@/lib/env";
import type { LeadStore } from "@/lib/leads/store/lead-store";

import { formatTable } from "../lib/table";
import type { LeadsCommand } from "./command";

export const ADMIN_USAGE = `  npm run leads -- admin invite EMAIL
  npm run leads -- admin list
  npm run leads -- admin revoke ID|EMAIL
  npm run leads -- admin log [--limit N]`;

export interface AdminCommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
  clock?: () => number;
}

const consoleIo: AdminCommandIo = { out: console.log, err: console.error };

function iso(ms: number | null): string {
  return ms === null ? "-" : new Date(ms).toISOString();
}

export async function adminCommand(
  store: LeadStore,
  env: ServerEnv,
  [subcommand, ...args]: string[],
  io: AdminCommandIo = consoleIo,
): Promise<number> {
  const now = (io.clock ?? Date.now)();
  switch (subcommand) {
    case "invite": {
      const email = args[0];
      if (!email) {
        io.err("admin invite needs an email address");
        return 2;
      }
      const result = await inviteAdmin(store, adminConfig(env), email, now);
      if (!result.ok) {
        io.err(result.error);
        return 2;
      }
      io.err(`Enrolment link for ${result.user.email}, single use, valid until ${iso(result.expiresAt)}:`);
      io.out(result.link);
      return 0;
    }
    case "list": {
      const users = await store.admin.listUsers();
      io.out(
        users.length === 0
          ? "(no one yet: npm run leads -- admin invite EMAIL)"
          : formatTable(
              ["ID", "EMAIL", "PASSKEYS", "CREATED", "REVOKED"],
              users.map((user) => [
                user.id,
                user.email,
                String(user.passkeys),
                iso(user.createdAt),
                iso(user.revokedAt),
              ]),
            ),
      );
      return 0;
    }
    case "revoke": {
      const target = args[0];
      if (!target) {
        io.err("admin revoke needs an id or email");
        return 2;
      }
      const user = await revokeAdmin(store, target, now);
      if (!user) {
        io.err(`No active console user ${target}`);
        return 1;
      }
      io.err(`Revoked ${user.email}: sessions ended, passkeys removed (a new invite means a new passkey).`);
      return 0;
    }
    case "log": {
      const limitAt = args.indexOf("--limit");
      const limit = limitAt === -1 ? 200 : Number(args[limitAt + 1]);
      if (!Number.isInteger(limit) || limit < 1) {
        io.err("--limit must be a positive whole number");
        return 2;
      }
      const entries = await store.admin.listAudit({ limit });
      io.out(
        entries.length === 0 ? "(no entries)" : formatTable([...AUDIT_COLUMNS], entries.map(auditCells)),
      );
      return 0;
    }
    default:
      io.err(`Usage:\n${ADMIN_USAGE}`);
      return 2;
  }
}

function adminSubcommand(name: string, usage: string, summary: string, about: string): LeadsCommand {
  return {
    name,
    summary,
    help: `Usage: ${usage.trim()}\n\n${about}`,
    run: (args, { store, env, io, clock }) => adminCommand(store, env, [name, ...args], { ...io, clock }),
  };
}

const [inviteUsage = "", listUsage = "", revokeUsage = "", logUsage = ""] = ADMIN_USAGE.split("\n");

export const adminCommands: LeadsCommand = {
  name: "admin",
  summary: "the console's people (passkeys) and its audit log",
  help: `Usage:\n${ADMIN_USAGE}`,
  subcommands: [
    adminSubcommand(
      "invite",
      inviteUsage,
      "invite a person to the console (a single-use link, 24 h)",
      "Prints a single-use enrolment link, valid 24 hours, built from ADMIN_ORIGIN; the person registers a passkey.",
    ),
    adminSubcommand(
      "list",
      listUsage,
      "the console's people and their passkeys",
      "Lists the people of the console, their passkeys and whether they are revoked.",
    ),
    adminSubcommand(
      "revoke",
      revokeUsage,
      "revoke a person: their sessions end, their passkeys stop working",
      "Ends the person's sessions; their passkeys stop working.",
    ),
    adminSubcommand(
      "log",
      logUsage,
      "the audit log, newest first",
      "Prints the audit log, newest first: who, what, which lead or booking, when and from which address.",
    ),
  ],
};

import { LEAD_STATUSES } from "@/lib/db/schema";
import type { StoredLead } from "@/lib/leads/store/records";

import { oneOf, parseArgs, positiveInt } from "./args";
import type { LeadsCommand } from "./command";
import { iso, table } from "./output";

function field(lead: StoredLead, name: "email" | "firstName" | "lastName"): string {
  const value: unknown = lead.payload[name];
  return typeof value === "string" ? value : "";
}

function nameOf(lead: StoredLead): string {
  return [field(lead, "firstName"), field(lead, "lastName")].filter(Boolean).join(" ") || "-";
}

function leadsTable(leads: StoredLead[]): string {
  return table(
    ["ID", "CREATED", "STATUS", "TAG", "NAME", "EMAIL", "ATTEMPTS", "NEXT / DELIVERED", "LAST ERROR"],
    leads.map((lead) => [
      lead.id,
      iso(lead.createdAt),
      lead.status,
      lead.tag,
      nameOf(lead),
      field(lead, "email") || "-",
      String(lead.attempts),
      lead.status === "pending" ? iso(lead.nextAttemptAt) : iso(lead.deliveredAt),
      lead.lastError ?? "",
    ]),
    "(no leads)",
  );
}

function spamTable(leads: StoredLead[]): string {
  return table(
    ["ID", "CREATED", "TAG", "EMAIL", "REASON"],
    leads.map((lead) => [
      lead.id,
      iso(lead.createdAt),
      lead.tag,
      field(lead, "email") || "-",
      lead.spamReason ?? "-",
    ]),
    "(no quarantined submissions)",
  );
}

export const listCommand: LeadsCommand = {
  name: "list",
  summary: "the leads, newest first, with name and email",
  help: `Usage: npm run leads -- list [--status STATUS] [--limit N]

Lists leads newest first: id, time received, status, tag, name, email, delivery attempts, next attempt or delivery
time, last webhook error; then the count of each status. Times are ISO 8601 (UTC).

  --status STATUS  only leads in this status: ${LEAD_STATUSES.join(", ")}
                   (stored: kept while no webhook was configured; spam: quarantined, shown with the reason)
  --limit N        at most N leads (default 50)`,
  async run(args, { store, env, io }) {
    const { values } = parseArgs(args, { "--status": "value", "--limit": "value" });
    const status = oneOf(values["--status"], LEAD_STATUSES, "--status");
    const limit = values["--limit"] === undefined ? 50 : positiveInt(values["--limit"], "--limit");
    const leads = await store.listLeads({ status, limit });
    io.out(status === "spam" ? spamTable(leads) : leadsTable(leads));
    const counts = await store.countByStatus();
    io.out(`\n${LEAD_STATUSES.map((name) => `${counts[name]} ${name}`).join(", ")}`);
    if (status === "spam") io.err("Release a false positive with: npm run leads -- release ID");
    if (counts.stored > 0 && env.LEAD_WEBHOOK_URL)
      io.err(
        `${counts.stored} lead(s) were stored before a webhook was set: forward them with npm run leads -- retry --all`,
      );
    return 0;
  },
};

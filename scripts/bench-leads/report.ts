import type { MailJobCounts } from "@/lib/leads/store/mail-repository";
import { openLeadStore } from "@/lib/leads/store/open-store";
import type { LeadCounts } from "@/lib/leads/store/records";

import type { SmtpSummary } from "../../tests/support/smtp-server-cli";
import type { WebhookSummary } from "../../tests/support/webhook-server-cli";
import type { RoundResult } from "./rounds";

const DRAIN_LIMIT_MS = 5 * 60_000;

interface Drained {
  counts: LeadCounts;
  mail: MailJobCounts;
  drainSeconds: number;
}

export async function drainStore(dbPath: string): Promise<Drained> {
  const store = await openLeadStore({ kind: "sqlite", path: dbPath });
  const drainStarted = Date.now();
  let counts = await store.countByStatus();
  let mail = await store.mail.countByStatus();
  while (
    (counts.pending > 0 || counts.failed > 0 || mail.pending > 0) &&
    Date.now() - drainStarted < DRAIN_LIMIT_MS
  ) {
    process.stdout.write(
      `\rdraining retries: ${counts.pending} pending, ${counts.delivered} delivered, ${mail.pending} emails pending   `,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    counts = await store.countByStatus();
    mail = await store.mail.countByStatus();
  }
  await store.close();
  return { counts, mail, drainSeconds: (Date.now() - drainStarted) / 1000 };
}

export function printReport(
  input: Drained & {
    rounds: { warmUp: RoundResult; fast: RoundResult; hanging: RoundResult };
    /** Submissions made, warm-up included. */
    submitted: number;
    webhook: WebhookSummary;
    smtp: SmtpSummary;
    /** Leads with an attempt that timed out on our side (the only ones the receiver may see twice). */
    timedOut: Set<string>;
  },
): boolean {
  const { counts, mail, drainSeconds, webhook: summary, smtp: smtpSummary, timedOut } = input;
  const { warmUp, fast, hanging } = input.rounds;
  const mailQueued = mail.pending + mail.sent + mail.failed;
  const accepted = input.submitted - warmUp.errors - fast.errors - hanging.errors;
  const stored = counts.pending + counts.delivered + counts.failed;
  const ratio = hanging.p99 / fast.p99;
  console.log("\n");
  console.table(
    [fast, hanging].map((result) => ({
      round: result.label,
      "submissions/s": Number(result.perSecond.toFixed(0)),
      accepted: result.accepted,
      errors: result.errors,
      "p50 (ms)": Number(result.p50.toFixed(1)),
      "p99 (ms)": Number(result.p99.toFixed(1)),
    })),
  );
  console.log(`p99 hanging / fast: ${ratio.toFixed(2)}x (target ≤ 2x)`);
  console.log(`accepted (incl. ${warmUp.accepted} in the warm-up): ${accepted}`);
  console.log(
    `stored: ${stored}  delivered: ${counts.delivered}  pending: ${counts.pending}  failed: ${counts.failed}  (drained in ${drainSeconds.toFixed(0)} s)`,
  );
  console.log(
    `webhook: ${summary.received} requests ${JSON.stringify(summary.byMode)}, ${summary.deliveredLeads} leads answered 2xx, ` +
      `${summary.duplicatedLeads.length} of them more than once`,
  );
  if (summary.duplicatedLeads.length > 0) {
    console.log(
      "  (a lead is sent again only when an attempt timed out on our side although the receiver had accepted it; " +
        "the repeat carries the same Idempotency-Key, so the receiver can drop it)",
    );
  }
  console.log(
    `mail jobs: ${mailQueued} queued, ${mail.sent} sent, ${mail.pending} pending, ${mail.failed} failed; ` +
      `mail server: ${smtpSummary.received} emails received, ${smtpSummary.duplicated.length} more than once`,
  );
  const checks = [
    ["every accepted lead stored", stored === accepted],
    ["stored = delivered", stored === counts.delivered],
    ["the webhook accepted every delivered lead", summary.deliveredLeads === counts.delivered],
    [
      "repeats only after a timed-out attempt",
      summary.duplicatedLeads.every((leadId) => timedOut.has(leadId)),
    ],
    ["p99 with a hanging webhook within 2x", ratio <= 2],
    ["one agency notice queued per stored lead", mailQueued === stored],
    [
      "every mail job sent, each email received once",
      mail.sent === mailQueued && smtpSummary.distinct === mailQueued && smtpSummary.duplicated.length === 0,
    ],
  ] as const;
  for (const [name, ok] of checks) console.log(`${ok ? "PASS" : "FAIL"}  ${name}`);
  return checks.every(([, ok]) => ok);
}

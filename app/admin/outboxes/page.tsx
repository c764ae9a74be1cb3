import type { Metadata } from "next";

import { ActionForm } from "@/components/admin/action-form";
import { AdminPage, Panel } from "@/components/admin/admin-page";
import { OutboxList, type OutboxRow } from "@/components/admin/outbox-list";
import { requireAdminPage } from "@/lib/admin/request";
import { getServerEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Outboxes" };

const SHOWN = 100;

export default async function OutboxesPage({ searchParams }: PageProps<"/admin/outboxes">) {
  const { store } = await requireAdminPage();
  const timeZone = getServerEnv().BOOKING_TIME_ZONE;
  const [pendingLeads, failedLeads, pendingMail, failedMail, pendingConversions, failedConversions] =
    await Promise.all([
      store.listLeads({ status: "pending", limit: SHOWN }),
      store.listLeads({ status: "failed", limit: SHOWN }),
      store.mail.list({ status: "pending", limit: SHOWN }),
      store.mail.list({ status: "failed", limit: SHOWN }),
      store.conversions.list({ status: "pending", limit: SHOWN }),
      store.conversions.list({ status: "failed", limit: SHOWN }),
    ]);
  const webhookRows: OutboxRow[] = [...failedLeads, ...pendingLeads].map((lead) => ({
    id: lead.id,
    kind: lead.tag,
    status: lead.status,
    attempts: lead.attempts,
    lastError: lead.lastError,
    nextAttemptAt: lead.nextAttemptAt,
    leadId: lead.id,
    retryPath: `leads/${lead.id}/retry`,
  }));
  const mailRows: OutboxRow[] = [...failedMail, ...pendingMail].map((job) => ({
    id: job.id,
    kind: job.kind,
    status: job.status,
    attempts: job.attempts,
    lastError: job.lastError,
    nextAttemptAt: job.nextAttemptAt,
    leadId: job.leadId,
    retryPath: `mail/${job.id}/retry`,
  }));
  const conversionRows: OutboxRow[] = [...failedConversions, ...pendingConversions].map((row) => ({
    id: row.id,
    kind: `${row.destination} · ${row.event}`,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: row.nextAttemptAt,
    leadId: row.leadId,
    retryPath: `conversions/${row.id}/retry`,
  }));
  return (
    <AdminPage title="Outboxes" done={(await searchParams).done}>
      <Panel title="Webhook (leads waiting for the CRM)">
        <ActionForm path="leads/retry-all" label="Retry all" className="mb-2" />
        <OutboxList
          rows={webhookRows}
          timeZone={timeZone}
          empty="Nothing waiting: every lead was delivered."
        />
      </Panel>
      <Panel title="Mail">
        <ActionForm path="mail/retry-all" label="Retry all" className="mb-2" />
        <OutboxList rows={mailRows} timeZone={timeZone} empty="Nothing waiting: every email was sent." />
      </Panel>
      <Panel title="Conversions (events for the ad platforms)">
        <ActionForm path="conversions/retry-all" label="Retry all" className="mb-2" />
        <OutboxList
          rows={conversionRows}
          timeZone={timeZone}
          empty="Nothing waiting: every conversion was sent or expired."
        />
      </Panel>
    </AdminPage>
  );
}

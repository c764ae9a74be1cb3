import type { Metadata } from "next";

import { ActionForm } from "@/components/admin/action-form";
import { AdminPage, Panel } from "@/components/admin/admin-page";
import { LeadFilterForm } from "@/components/admin/lead-filter-form";
import { LeadsList } from "@/components/admin/leads-list";
import { findLeads, storedFilter } from "@/lib/admin/lead-filter";
import { requireAdminPage } from "@/lib/admin/request";
import { getServerEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Leads" };

/** How many rows the page shows; the export has them all. */
const SHOWN = 200;

export default async function LeadsPage({ searchParams }: PageProps<"/admin/leads">) {
  const { store, session } = await requireAdminPage();
  const timeZone = getServerEnv().BOOKING_TIME_ZONE;
  const filter = storedFilter(session.leadFilter);
  const leads = await findLeads(store, filter, timeZone);
  return (
    <AdminPage
      title="Leads"
      done={(await searchParams).done}
      actions={<ActionForm path="leads/export" label="Export CSV" />}
    >
      <Panel>
        <LeadFilterForm filter={filter} />
      </Panel>
      <p className="text-sm text-muted-foreground">
        {leads.length} lead(s){leads.length > SHOWN ? `, the newest ${SHOWN} shown` : ""}.
      </p>
      <LeadsList leads={leads.slice(0, SHOWN)} timeZone={timeZone} />
    </AdminPage>
  );
}

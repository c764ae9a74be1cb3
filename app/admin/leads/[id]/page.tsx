import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ActionForm } from "@/components/admin/action-form";
import { AdminPage } from "@/components/admin/admin-page";
import { LeadDetails } from "@/components/admin/lead-details";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { ADMIN_PATHS } from "@/lib/admin/config";
import { personName } from "@/lib/admin/format";
import { requireAdminPage } from "@/lib/admin/request";
import { getServerEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Lead" };

export default async function LeadPage({ params, searchParams }: PageProps<"/admin/leads/[id]">) {
  const { store } = await requireAdminPage();
  const { id } = await params;
  const lead = await store.getLead(id);
  if (!lead) notFound();
  const [mailJobs, stages, conversions] = await Promise.all([
    store.mail.list().then((jobs) => jobs.filter((job) => job.leadId === id)),
    store.outcomes.stagesFor([id]),
    store.conversions.list({ leadId: id }),
  ]);
  const base = `leads/${encodeURIComponent(id)}`;
  return (
    <AdminPage
      title={personName(lead.payload)}
      done={(await searchParams).done}
      actions={
        <>
          {lead.status === "spam" ? (
            <ActionForm path={`${base}/release`} label="Release from quarantine" variant="primary" />
          ) : null}
          {lead.status === "pending" || lead.status === "failed" ? (
            <ActionForm path={`${base}/retry`} label="Retry delivery" variant="primary" />
          ) : null}
          <Link
            href={`${ADMIN_PATHS.leads}/${encodeURIComponent(id)}/delete`}
            className={buttonVariants({ variant: "destructive", size: "sm" })}
          >
            Delete…
          </Link>
        </>
      }
    >
      <p className="text-sm text-muted-foreground">
        Lead {lead.id} · {lead.tag}
      </p>
      <LeadDetails
        lead={lead}
        mailJobs={mailJobs}
        stages={stages}
        conversions={conversions}
        leadPath={base}
        timeZone={getServerEnv().BOOKING_TIME_ZONE}
      />
    </AdminPage>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ActionForm } from "@/components/admin/action-form";
import { AdminPage, Panel } from "@/components/admin/admin-page";
import { personName } from "@/lib/admin/format";
import { requireAdminPage } from "@/lib/admin/request";

export const metadata: Metadata = { title: "Delete a lead" };

export default async function DeleteLeadPage({
  params,
  searchParams,
}: PageProps<"/admin/leads/[id]/delete">) {
  const { store } = await requireAdminPage();
  const { id } = await params;
  const lead = await store.getLead(id);
  if (!lead) notFound();
  return (
    <AdminPage title={`Delete ${personName(lead.payload)}?`} done={(await searchParams).done}>
      <Panel>
        <p className="mb-4">
          This deletes every lead, booking and queued email held for {lead.payload.email ?? "this person"}, as
          a privacy request does. It cannot be undone.
        </p>
        <ActionForm
          path={`leads/${encodeURIComponent(id)}/delete`}
          label="Delete for good"
          variant="destructive"
        >
          <label className="flex items-center gap-2 text-sm font-bold">
            <input type="checkbox" name="confirm" value="yes" required className="size-5" />
            Yes, delete this person&apos;s data
          </label>
        </ActionForm>
      </Panel>
    </AdminPage>
  );
}

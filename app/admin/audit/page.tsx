import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
import { AUDIT_COLUMNS, auditCells } from "@/lib/admin/audit";
import { requireAdminPage } from "@/lib/admin/request";

export const metadata: Metadata = { title: "Audit log" };

/** Append-only; `npm run leads -- admin log` prints the same. */
export default async function AuditPage() {
  const { store } = await requireAdminPage();
  const entries = await store.admin.listAudit({ limit: 300 });
  return (
    <AdminPage title="Audit log">
      <div className="overflow-x-auto rounded-lg border border-border bg-background">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted">
            <tr>
              {AUDIT_COLUMNS.map((column) => (
                <th key={column} scope="col" className="px-3 py-2 whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {entries.map((entry) => (
              <tr key={entry.id}>
                {auditCells(entry).map((cell, index) => (
                  <td key={AUDIT_COLUMNS[index]} className="px-3 py-2 align-top whitespace-nowrap">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </AdminPage>
  );
}

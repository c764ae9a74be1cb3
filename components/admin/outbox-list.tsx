import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { ADMIN_PATHS } from "@/lib/admin/config";
import { formatWhen } from "@/lib/admin/format";

import { ActionForm } from "./action-form";
import { StatusBadge } from "./status-badge";

export interface OutboxRow {
  id: string;
  kind: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number | null;
  leadId: string | null;
  retryPath: string;
}

export function OutboxList({
  rows,
  timeZone,
  empty,
}: {
  rows: OutboxRow[];
  timeZone: string;
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y divide-border">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <StatusBadge status={row.status} />
              <span className="font-bold">{row.kind}</span>
              <span className="text-muted-foreground">
                {adminCopy.outbox.attempts(row.attempts)}
                {row.status === "pending"
                  ? `, ${adminCopy.outbox.next} ${formatWhen(row.nextAttemptAt, timeZone)}`
                  : ""}
              </span>
            </p>
            <p className="break-words text-accent-hover">{row.lastError ?? adminCopy.outbox.noError}</p>
            {row.leadId ? (
              <Link href={`${ADMIN_PATHS.leads}/${row.leadId}`} className="underline">
                {adminCopy.outbox.lead} {row.leadId}
              </Link>
            ) : null}
          </div>
          <ActionForm path={row.retryPath} label={adminCopy.outbox.retry} />
        </li>
      ))}
    </ul>
  );
}

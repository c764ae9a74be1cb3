import { Link } from "@/components/ui/link";
import { ADMIN_PATHS } from "@/lib/admin/config";
import { formatWhen, personName } from "@/lib/admin/format";
import { leadSource } from "@/lib/admin/lead-filter";
import type { StoredLead } from "@/lib/leads/store/records";

import { StatusBadge } from "./status-badge";

export function LeadsList({ leads, timeZone }: { leads: StoredLead[]; timeZone: string }) {
  if (leads.length === 0) return <p className="text-muted-foreground">No leads match.</p>;
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-background">
      {leads.map((lead) => (
        <li key={lead.id}>
          <Link
            href={`${ADMIN_PATHS.leads}/${lead.id}`}
            className="grid grid-cols-1 gap-1 p-3 hover:bg-primary-soft sm:grid-cols-[1.4fr_1.6fr_1fr_1fr_auto] sm:items-center sm:gap-3"
          >
            <span className="font-bold">{personName(lead.payload)}</span>
            <span className="truncate text-sm">
              {lead.payload.email ?? "—"}
              {lead.payload.phone ? (
                <span className="block text-muted-foreground">{lead.payload.phone}</span>
              ) : null}
            </span>
            <span className="text-sm">
              {lead.tag}
              <span className="block text-muted-foreground">{leadSource(lead)}</span>
            </span>
            <span className="text-sm text-muted-foreground">{formatWhen(lead.createdAt, timeZone)}</span>
            <StatusBadge status={lead.status} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

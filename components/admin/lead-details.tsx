import { formatWhen } from "@/lib/admin/format";
import type { Touch } from "@/lib/leads/attribution";
import type { StoredMailJob } from "@/lib/leads/store/mail-repository";
import type { StoredLead } from "@/lib/leads/store/records";

import { Facts, Panel } from "./admin-page";
import { StatusBadge } from "./status-badge";

function touchRows(label: string, touch: Touch | undefined): [string, React.ReactNode][] {
  if (!touch) return [[label, "—"]];
  const params = Object.entries(touch)
    .filter(([key]) => key !== "landingPage" && key !== "landedAt")
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(", ");
  return [[label, `${touch.landingPage} at ${touch.landedAt}${params ? ` (${params})` : ""}`]];
}

export function LeadDetails({
  lead,
  mailJobs,
  timeZone,
}: {
  lead: StoredLead;
  mailJobs: StoredMailJob[];
  timeZone: string;
}) {
  const fields = Object.entries(lead.payload).filter(([, value]) => value !== undefined && value !== "");
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Panel title="Fields">
        <Facts rows={fields.map(([key, value]) => [key, String(value)])} />
      </Panel>
      <Panel title="Delivery">
        <Facts
          rows={[
            ["Status", <StatusBadge key="s" status={lead.status} />],
            ["Received", formatWhen(lead.createdAt, timeZone)],
            ["Attempts", String(lead.attempts)],
            ["Last error", lead.lastError ?? "—"],
            ["Next attempt", lead.status === "pending" ? formatWhen(lead.nextAttemptAt, timeZone) : "—"],
            ["Delivered", formatWhen(lead.deliveredAt, timeZone)],
            ["Gives up", formatWhen(lead.giveUpAt, timeZone)],
            ["Quarantine reason", lead.spamReason ?? "—"],
            ["Submission id", lead.submissionId],
          ]}
        />
      </Panel>
      <Panel title="Attribution">
        <Facts
          rows={[
            ["Sent from", lead.attribution?.pagePath ?? "—"],
            ...touchRows("First touch", lead.attribution?.firstTouch),
            ...touchRows("Last touch", lead.attribution?.lastTouch),
          ]}
        />
      </Panel>
      <Panel title="Consent record">
        {lead.consent ? (
          <Facts
            rows={[
              ["Version", lead.consent.version],
              ["Given at", lead.consent.givenAt],
              ["Page", lead.consent.pageUrl],
              ["Address", lead.consent.ip],
              ["Browser", lead.consent.userAgent],
              ["Text", lead.consent.text],
            ]}
          />
        ) : (
          <p className="text-sm text-muted-foreground">No consent was asked on this form.</p>
        )}
      </Panel>
      <Panel title="Emails">
        {mailJobs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No emails for this lead.</p>
        ) : (
          <ul className="flex flex-col gap-2 text-sm">
            {mailJobs.map((job) => (
              <li key={job.id} className="flex flex-wrap items-center gap-2">
                <StatusBadge status={job.status} />
                <span className="font-bold">{job.kind}</span>
                <span className="text-muted-foreground">
                  {job.status === "sent" ? formatWhen(job.sentAt, timeZone) : (job.lastError ?? "waiting")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

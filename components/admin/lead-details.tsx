import { adminCopy } from "@/content/admin";
import { formatWhen } from "@/lib/admin/format";
import type { Touch } from "@/lib/leads/attribution";
import { formatMoney } from "@/lib/leads/stages";
import type { StoredConversion } from "@/lib/leads/store/conversion-repository";
import type { StoredMailJob } from "@/lib/leads/store/mail-repository";
import type { StageRecord } from "@/lib/leads/store/outcome-repository";
import type { StoredLead } from "@/lib/leads/store/records";

import { Facts, Panel } from "./admin-page";
import { StageForm } from "./stage-form";
import { StatusBadge } from "./status-badge";

function touchRows(label: string, touch: Touch | undefined): [string, React.ReactNode][] {
  if (!touch) return [[label, "—"]];
  const params = Object.entries(touch)
    .filter(([key]) => key !== "landingPage" && key !== "landedAt")
    .map(([key, value]) => `${key}=${String(value)}`)
    .join(", ");
  return [[label, `${touch.landingPage} at ${touch.landedAt}${params ? ` (${params})` : ""}`]];
}

function Stages({
  stages,
  leadPath,
  timeZone,
}: {
  stages: StageRecord[];
  leadPath: string;
  timeZone: string;
}) {
  return (
    <Panel title={adminCopy.stages.title}>
      {stages.length === 0 ? (
        <p className="text-sm text-muted-foreground">{adminCopy.stages.none}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {stages.map((stage) => (
            <li key={stage.id} className="flex flex-wrap items-center gap-2">
              <span className="font-bold">{stage.stage}</span>
              {stage.valueCents === null ? null : (
                <span>{formatMoney(stage.valueCents, stage.currency ?? "USD")}</span>
              )}
              <span className="text-muted-foreground">
                {formatWhen(stage.createdAt, timeZone)} · from {stage.source}
              </span>
            </li>
          ))}
        </ul>
      )}
      <StageForm leadPath={leadPath} />
    </Panel>
  );
}

function Conversions({ conversions, timeZone }: { conversions: StoredConversion[]; timeZone: string }) {
  return (
    <Panel title={adminCopy.conversions.title}>
      {conversions.length === 0 ? (
        <p className="text-sm text-muted-foreground">{adminCopy.conversions.none}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm">
          {conversions.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-2">
              <StatusBadge status={row.status} />
              <span className="font-bold">
                {row.destination} · {row.event}
              </span>
              <span className="text-muted-foreground">
                {row.attempts} attempt(s) ·{" "}
                {row.status === "sent" ? formatWhen(row.sentAt, timeZone) : (row.lastError ?? "waiting")}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function LeadDetails({
  lead,
  mailJobs,
  stages,
  conversions,
  leadPath,
  timeZone,
}: {
  lead: StoredLead;
  mailJobs: StoredMailJob[];
  stages: StageRecord[];
  conversions: StoredConversion[];
  /** The lead's action path, `leads/ID`. */
  leadPath: string;
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
      <Stages stages={stages} leadPath={leadPath} timeZone={timeZone} />
      <Conversions conversions={conversions} timeZone={timeZone} />
    </div>
  );
}

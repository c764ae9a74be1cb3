import type { Metadata } from "next";

import { AdminPage, Facts, Panel } from "@/components/admin/admin-page";
import { StatusBadge } from "@/components/admin/status-badge";
import { requireAdminPage } from "@/lib/admin/request";
import { healthFigures } from "@/lib/admin/views";
import type { ConversionDestination } from "@/lib/conversions/events";

export const metadata: Metadata = { title: "Health" };

const PLATFORM_NAMES: Record<ConversionDestination, string> = {
  google: "Google Ads",
  meta: "Meta",
  ga4: "GA4",
};

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  return `${Math.floor(seconds / 3600)} h ${Math.floor((seconds % 3600) / 60)} min`;
}

export default async function HealthPage() {
  const { store } = await requireAdminPage();
  const body = await healthFigures(store);
  return (
    <AdminPage title="Health">
      <Panel>
        {body.status === "down" ? (
          <Facts
            rows={[
              ["Status", <StatusBadge key="s" status="failed" />],
              ["Store", "unreachable"],
            ]}
          />
        ) : (
          <Facts
            rows={[
              ["Status", body.status === "ok" ? "OK" : "Degraded: some leads wait long or failed"],
              ["Store", "reachable"],
              ["Leads waiting for the webhook", String(body.pending)],
              ["Oldest waiting for", body.pending ? duration(body.oldestPendingSeconds) : "—"],
              ["Leads failed", String(body.failed)],
              ["In quarantine (spam)", String(body.spam)],
              ["Emails waiting", String(body.mail.pending)],
              ["Emails failed", String(body.mail.failed)],
              ["Conversions waiting", String(body.conversions.pending)],
              ["Conversions failed", String(body.conversions.failed)],
            ]}
          />
        )}
      </Panel>
      {body.status !== "down"
        ? Object.entries(body.conversions.platforms).map(([name, platform]) => (
            <Panel key={name} title={`Conversions: ${PLATFORM_NAMES[name as ConversionDestination]}`}>
              <Facts
                rows={[
                  [
                    "State",
                    platform.failing
                      ? `Failing: no event has gone through since ${platform.failingSince}`
                      : platform.failingSince
                        ? `Some events failed since ${platform.failingSince}`
                        : "OK",
                  ],
                  ["Waiting to be sent", String(platform.pending)],
                  ["Awaiting the platform's verdict", String(platform.processing)],
                  ["Failed", String(platform.failed)],
                  ["Expired (past the platform's window)", String(platform.expired)],
                  ["Last success", platform.lastSuccessAt ?? "never"],
                ]}
              />
            </Panel>
          ))
        : null}
    </AdminPage>
  );
}

import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { ActionForm } from "@/components/admin/action-form";
import { AdminPage, Panel } from "@/components/admin/admin-page";
import { Label } from "@/components/ui/label";
import { adminCopy } from "@/content/admin";
import { formatWhen, personName } from "@/lib/admin/format";
import { requireAdminPage } from "@/lib/admin/request";
import { bookingDeps } from "@/lib/booking/runtime";
import { availability } from "@/lib/booking/service";
import { shortDateLabel, zonedTimeLabel, zoneName } from "@/lib/booking/zoned-time";

export const metadata: Metadata = { title: "Reschedule a call" };

export default async function ReschedulePage({
  params,
  searchParams,
}: PageProps<"/admin/bookings/[id]/reschedule">) {
  const { store } = await requireAdminPage();
  const copy = adminCopy.bookings.reschedule;
  const { id } = await params;
  const booking = await store.bookings.get(id);
  if (!booking || booking.status !== "active") notFound();
  const deps = await bookingDeps(() => {});
  const zone = deps.settings.timeZone;
  const open = (await availability(deps)).filter((slot) => slot.available);
  return (
    <AdminPage title={copy.title(personName(booking.details))} done={(await searchParams).done}>
      <Panel>
        <p className="mb-4">
          {copy.now} {formatWhen(booking.start, zone)}
        </p>
        {open.length === 0 ? (
          <p>{copy.noSlots}</p>
        ) : (
          <ActionForm path={`bookings/${id}/reschedule`} label={copy.button} variant="primary">
            <div className="flex flex-col gap-1">
              <Label htmlFor="slot">{copy.slotLabel}</Label>
              <select id="slot" name="start" required className="control min-h-11">
                {open.map((slot) => (
                  <option key={slot.start} value={slot.start}>
                    {shortDateLabel(slot.agencyDate)} {zonedTimeLabel(slot.start, zone)}{" "}
                    {zoneName(zone, slot.start)}
                  </option>
                ))}
              </select>
            </div>
          </ActionForm>
        )}
      </Panel>
    </AdminPage>
  );
}

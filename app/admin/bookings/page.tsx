import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
import { Agenda } from "@/components/admin/agenda";
import { adminCopy } from "@/content/admin";
import { requireAdminPage } from "@/lib/admin/request";
import { agendaBookings, EARLIER_DAYS } from "@/lib/admin/views";
import { zoneName } from "@/lib/booking/zoned-time";
import { getServerEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Bookings" };

export default async function BookingsPage({ searchParams }: PageProps<"/admin/bookings">) {
  const { store } = await requireAdminPage();
  const timeZone = getServerEnv().BOOKING_TIME_ZONE;
  const { now, earlier, upcoming } = await agendaBookings(store, timeZone);
  return (
    <AdminPage title="Bookings" done={(await searchParams).done}>
      <p className="text-sm text-muted-foreground">
        Calls of the last {EARLIER_DAYS} days and upcoming, times in the agency&apos;s zone ({timeZone},{" "}
        {zoneName(timeZone, now)}). {adminCopy.bookings.intro}
      </p>
      <Agenda earlier={earlier} upcoming={upcoming} timeZone={timeZone} />
    </AdminPage>
  );
}

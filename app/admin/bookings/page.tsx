import type { Metadata } from "next";

import { AdminPage } from "@/components/admin/admin-page";
import { Agenda } from "@/components/admin/agenda";
import { adminCopy } from "@/content/admin";
import { requireAdminPage } from "@/lib/admin/request";
import { upcomingBookings } from "@/lib/admin/views";
import { zoneName } from "@/lib/booking/zoned-time";
import { getServerEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Bookings" };

export default async function BookingsPage({ searchParams }: PageProps<"/admin/bookings">) {
  const { store } = await requireAdminPage();
  const timeZone = getServerEnv().BOOKING_TIME_ZONE;
  const { now, bookings } = await upcomingBookings(store, timeZone);
  return (
    <AdminPage title="Bookings" done={(await searchParams).done}>
      <p className="text-sm text-muted-foreground">
        Upcoming calls, times in the agency&apos;s zone ({timeZone}, {zoneName(timeZone, now)}).
      </p>
      <p className="text-sm text-muted-foreground">{adminCopy.markAttendance}</p>
      <Agenda bookings={bookings} timeZone={timeZone} />
    </AdminPage>
  );
}

import type { Metadata } from "next";

import { manageBooking } from "@/components/booking/actions";
import { ManageForms } from "@/components/booking/manage-forms";
import { RescheduleCard } from "@/components/roofing/reschedule-card";
import { Card } from "@/components/ui/card";
import { bookingCopy } from "@/content/booking";
import { finalThankYouPage } from "@/content/roofing";
import { loadManagePage, noticeText } from "@/lib/booking/manage";

// A signed, personal address: kept out of search results and of the sitemap.
export const metadata: Metadata = {
  title: bookingCopy.manage.metaTitle,
  description: bookingCopy.manage.metaDescription,
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

export default async function ManagePage({ searchParams }: PageProps<"/roofing-google-ads/manage">) {
  const params = await searchParams;
  const page = await loadManagePage(params.token);
  const notice = noticeText(params.notice);
  const copy = bookingCopy.manage;
  return (
    <section className="bg-muted py-12 sm:py-16">
      <div className="container-page grid max-w-3xl gap-6">
        <Card className="flex flex-col gap-4 p-6 sm:p-8">
          <h1 className="text-3xl sm:text-4xl">{copy.title}</h1>
          <p role="status" aria-live="polite" className="font-bold text-primary empty:hidden">
            {notice}
          </p>
          {page.kind === "ok" ? (
            <ManageForms page={page} action={manageBooking} />
          ) : (
            <p>{page.kind === "expired" || page.kind === "replaced" ? copy[page.kind] : copy.invalid}</p>
          )}
        </Card>
        <RescheduleCard reschedule={finalThankYouPage.reschedule} />
      </div>
    </section>
  );
}

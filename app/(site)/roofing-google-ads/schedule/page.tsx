import { SchedulePanel } from "@/components/schedule/schedule-panel";
import { JsonLd } from "@/components/seo/json-ld";
import { FunnelProgress } from "@/components/shared/funnel-progress";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ArrowLeft, CircleCheck } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { roofingPage, schedulePage } from "@/content/roofing";
import { breadcrumbHome } from "@/content/site-sections";
import { leadTokenOf, oneParam } from "@/lib/booking/lead-cookie";
import { SCHEDULE_PATH } from "@/lib/booking/paths";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(schedulePage, SCHEDULE_PATH, { noindex: true });

export default async function SchedulePage({ searchParams }: PageProps<"/roofing-google-ads/schedule">) {
  const params = await searchParams;
  const leadToken = await leadTokenOf(oneParam(params.lead));
  return (
    <section className="bg-muted py-12 sm:py-16">
      <div className="container-page grid gap-8 lg:grid-cols-[1fr_22rem]">
        <Card className="p-6 sm:p-8">
          <FunnelProgress step={2} />
          <h1 className="mt-4 text-3xl sm:text-4xl">{schedulePage.title}</h1>
          <p className="mt-3 mb-8 text-lg text-muted-foreground">{schedulePage.subtitle}</p>
          <SchedulePanel leadToken={leadToken} date={oneParam(params.date)} pagePath={SCHEDULE_PATH} />
          <Link
            href="/roofing-google-ads"
            className={buttonVariants({ variant: "link", size: "inline", className: "mt-6" })}
          >
            <ArrowLeft aria-hidden="true" />
            {schedulePage.backLabel}
          </Link>
        </Card>
        <Card className="h-fit p-6">
          <h2 className="text-xl">{schedulePage.covers.title}</h2>
          <ul className="mt-4 flex flex-col gap-3">
            {schedulePage.covers.items.map((item) => (
              <li key={item} className="flex gap-3">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: breadcrumbHome, path: "/" },
          { name: roofingPage.metaTitle, path: "/roofing-google-ads" },
          { name: schedulePage.metaTitle, path: "/roofing-google-ads/schedule" },
        ])}
      />
    </section>
  );
}

import { SchedulePanel } from "@/components/schedule/schedule-panel";
import { NextSteps } from "@/components/thank-you/next-steps";
import { ThankYouActions } from "@/components/thank-you/thank-you-actions";
import { ThankYouClaims } from "@/components/thank-you/thank-you-claims";
import { Card } from "@/components/ui/card";
import { CircleCheck } from "@/components/ui/icon";
import { thankYouPage } from "@/content/thank-you";
import { isLeadToken, leadTokenOf, oneParam } from "@/lib/booking/lead-cookie";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/thank-you";

export const metadata = pageMetadata(thankYouPage, PATH, { noindex: true });

export default async function Page({ searchParams }: PageProps<"/thank-you">) {
  const params = await searchParams;
  const leadToken = await leadTokenOf(oneParam(params.lead));
  return (
    <>
      <section className="bg-primary-soft py-16 sm:py-20">
        <div className="container-page text-center">
          <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-success-soft text-success ring-8 ring-success/10">
            <CircleCheck aria-hidden="true" className="size-12" />
          </span>
          <h1 className="mt-6 text-4xl sm:text-5xl">{thankYouPage.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{thankYouPage.subtitle}</p>
          {isLeadToken(leadToken) ? (
            <Card id="pick-a-time" className="mx-auto mt-10 max-w-3xl p-6 text-left sm:p-8">
              <h2 className="text-2xl sm:text-3xl">{thankYouPage.pickTime.title}</h2>
              <p className="mt-2 mb-6 text-muted-foreground">{thankYouPage.pickTime.subtitle}</p>
              <SchedulePanel leadToken={leadToken} date={oneParam(params.date)} pagePath={PATH} />
            </Card>
          ) : null}
          <NextSteps />
          <ThankYouActions />
        </div>
      </section>
      <ThankYouClaims />
    </>
  );
}

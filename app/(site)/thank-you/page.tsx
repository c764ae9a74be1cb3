import { NextSteps } from "@/components/thank-you/next-steps";
import { ThankYouActions } from "@/components/thank-you/thank-you-actions";
import { ThankYouClaims } from "@/components/thank-you/thank-you-claims";
import { CircleCheck } from "@/components/ui/icon";
import { thankYouPage } from "@/content/thank-you";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(thankYouPage, "/thank-you", { noindex: true });

export default function Page() {
  return (
    <>
      <section className="bg-primary-soft py-16 sm:py-20">
        <div className="container-page text-center">
          <span className="mx-auto flex size-20 items-center justify-center rounded-full bg-success-soft text-success ring-8 ring-success/10">
            <CircleCheck aria-hidden="true" className="size-12" />
          </span>
          <h1 className="mt-6 text-4xl sm:text-5xl">{thankYouPage.title}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{thankYouPage.subtitle}</p>
          <NextSteps />
          <ThankYouActions />
        </div>
      </section>
      <ThankYouClaims />
    </>
  );
}

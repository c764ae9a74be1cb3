import { CallPromptCard } from "@/components/free-website/call-prompt-card";
import { FreeWebsiteHeader } from "@/components/free-website/free-website-header";
import { MarketingGuideCard } from "@/components/free-website/marketing-guide-card";
import { RequestReceivedHero } from "@/components/free-website/request-received-hero";
import { JsonLd } from "@/components/seo/json-ld";
import { NumberedSteps } from "@/components/shared/numbered-steps";
import { freeWebsitePage, freeWebsiteThankYouPage } from "@/content/free-website";
import { breadcrumbHome } from "@/content/site-sections";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata(freeWebsiteThankYouPage, "/free-website/thank-you", { noindex: true });

export default function Page() {
  return (
    <>
      <FreeWebsiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <RequestReceivedHero
          title={freeWebsiteThankYouPage.title}
          subtitle={freeWebsiteThankYouPage.subtitle}
          badges={freeWebsiteThankYouPage.badges}
        />
        <div className="container-page grid grid-cols-1 items-start gap-8 pb-16 sm:pb-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
          <section aria-labelledby="next-steps-title">
            <h2 id="next-steps-title" className="mb-6 text-3xl">
              {freeWebsiteThankYouPage.nextStepsTitle}
            </h2>
            <NumberedSteps steps={freeWebsiteThankYouPage.nextSteps} layout="rows" />
          </section>
          <div className="flex flex-col gap-6">
            <MarketingGuideCard guide={freeWebsiteThankYouPage.guide} />
            <CallPromptCard callPrompt={freeWebsiteThankYouPage.callPrompt} />
          </div>
        </div>
      </main>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: breadcrumbHome, path: "/" },
          { name: freeWebsitePage.metaTitle, path: "/free-website" },
          { name: freeWebsiteThankYouPage.metaTitle, path: "/free-website/thank-you" },
        ])}
      />
    </>
  );
}

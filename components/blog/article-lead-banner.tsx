import { PhoneLabel } from "@/components/shared/contact-text";
import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";
import { buttonVariants } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { articleCopy } from "@/content/blog-page";
import { siteConfig } from "@/content/site";
import { leadCaptureBanner } from "@/content/site-sections";

const headingId = "article-lead-banner-title";

export function ArticleLeadBanner() {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-navy px-6 py-10 text-navy-foreground sm:px-10 sm:py-12"
    >
      <div className="flex max-w-2xl flex-col gap-4">
        <h2 id={headingId} className="text-2xl sm:text-3xl">
          {leadCaptureBanner.title}
        </h2>
        <p className="text-base text-white/85 sm:text-lg">{leadCaptureBanner.subtitle}</p>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <ScrollToFormButton size="lg">{leadCaptureBanner.buttonLabel}</ScrollToFormButton>
          <a
            href={siteConfig.phone.href}
            className={buttonVariants({ variant: "outline-light", size: "lg" })}
          >
            <Icon name="phone" />
            <PhoneLabel label={articleCopy.callLabel} />
          </a>
        </div>
      </div>
    </section>
  );
}

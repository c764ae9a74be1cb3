import { JsonLd } from "@/components/seo/json-ld";
import { EmailAddress, PhoneNumber } from "@/components/shared/contact-text";
import { Link } from "@/components/ui/link";
import { legalLabels, type LegalPage as LegalPageContent } from "@/content/legal";
import { fullAddress, mailtoHref, siteConfig } from "@/content/site";
import { breadcrumbJsonLd } from "@/lib/seo/json-ld";
import { formatLongDate } from "@/lib/utils";

const linkClass = "font-bold text-primary underline underline-offset-4 hover:text-primary-hover";

function LegalContactBlock() {
  return (
    <section
      aria-labelledby="legal-contact-title"
      className="mt-10 rounded-xl border border-border bg-muted p-6"
    >
      <h3 id="legal-contact-title" className="mb-4 text-xl">
        {legalLabels.contactTitle}
      </h3>
      <address className="not-italic">
        <p className="font-bold">{siteConfig.name}</p>
        <dl className="mt-3 grid gap-3 sm:grid-cols-[auto_1fr] sm:gap-x-6">
          <dt className="font-bold">{legalLabels.address}</dt>
          <dd>{fullAddress}</dd>
          <dt className="font-bold">{legalLabels.phone}</dt>
          <dd>
            <a href={siteConfig.phone.href} className={linkClass}>
              <PhoneNumber />
            </a>
          </dd>
          <dt className="font-bold">{legalLabels.email}</dt>
          <dd>
            <a href={mailtoHref} className={linkClass}>
              <EmailAddress />
            </a>
          </dd>
        </dl>
      </address>
    </section>
  );
}

export function LegalPage({ page }: { page: LegalPageContent }) {
  const path = `/${page.slug}`;
  return (
    <div className="bg-background py-12 sm:py-16">
      <div className="container-page">
        <article className="mx-auto max-w-3xl">
          <nav aria-label={legalLabels.breadcrumbLabel} className="mb-6 text-sm">
            <ol role="list" className="flex flex-wrap items-center gap-2 text-muted-foreground">
              <li>
                <Link
                  href="/"
                  className="inline-flex min-h-6 items-center font-bold text-primary hover:underline"
                >
                  {legalLabels.breadcrumbHome}
                </Link>
              </li>
              <li aria-hidden="true">/</li>
              <li aria-current="page">{page.title}</li>
            </ol>
          </nav>

          <header className="border-b border-border pb-8">
            <h1 className="text-4xl sm:text-5xl">{page.title}</h1>
            <p className="mt-4 text-muted-foreground">
              {legalLabels.lastUpdated}{" "}
              <time dateTime={page.lastUpdated}>{formatLongDate(page.lastUpdated)}</time>
            </p>
            <p className="mt-6 text-lg leading-relaxed">{page.intro}</p>
          </header>

          <div className="mt-4">
            {page.sections.map((section) => (
              <section key={section.heading} className="mt-10">
                <h2 className="mb-4 text-2xl">{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph} className="mt-4 leading-relaxed text-foreground/90">
                    {paragraph}
                  </p>
                ))}
                {section.bullets ? (
                  <ul className="mt-4 list-disc space-y-2 pl-6 leading-relaxed text-foreground/90 marker:text-primary">
                    {section.bullets.map((bullet) => (
                      <li key={bullet}>{bullet}</li>
                    ))}
                  </ul>
                ) : null}
              </section>
            ))}
          </div>

          <LegalContactBlock />
        </article>
      </div>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: legalLabels.breadcrumbHome, path: "/" },
          { name: page.title, path },
        ])}
      />
    </div>
  );
}

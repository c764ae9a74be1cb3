import { StaticImage } from "@/components/shared/static-image";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { ArrowRight, MapPin, User } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { resultsPage, type CaseStudy } from "@/content/case-studies";
import { cn } from "@/lib/utils";

const labels = resultsPage.labels;

/** One case study: who, what was wrong, what we did, the three result figures and the owner's words. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const titleId = `case-study-${study.id}`;
  const figures = [
    { label: labels.leads, value: study.results.leads },
    { label: labels.revenue, value: study.results.revenue },
    { label: labels.roi, value: study.results.roi },
  ];

  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-8 rounded-xl border border-border bg-background p-6 shadow-card sm:p-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="flex flex-col gap-5">
        <StaticImage
          src={study.logo.src}
          width={study.logo.width}
          height={study.logo.height}
          alt={`${study.business} ${labels.logoAlt}`}
          className="h-12 w-auto self-start"
        />
        <div className="flex flex-col gap-2">
          <Badge variant="primary" className="self-start">
            {study.industry}
          </Badge>
          <h3 id={titleId} className="text-2xl">
            {study.business}
          </h3>
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <User aria-hidden="true" className="size-4" />
              {study.owner}
            </span>
            <span className="inline-flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" />
              {study.location}
            </span>
          </p>
        </div>

        <div>
          <h4 className="mb-3 text-sm font-bold tracking-wide text-muted-foreground uppercase">
            {labels.results}
          </h4>
          <dl className="grid gap-3">
            {figures.map((figure) => (
              <div key={figure.label} className="flex flex-col rounded-lg bg-success-soft px-4 py-3">
                <dt className="text-sm font-semibold text-success">{figure.label}</dt>
                <dd className="text-lg font-bold text-foreground">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        {study.portfolioAnchor ? (
          <Link
            href={`/portfolio#${study.portfolioAnchor}`}
            className={cn(buttonVariants({ variant: "outline", size: "md" }), "self-start")}
          >
            {resultsPage.portfolioLinkLabel}
            <span className="sr-only">: {study.business}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        ) : null}
      </div>

      <div className="flex flex-col gap-6">
        <div>
          <h4 className="mb-2 text-lg">{labels.challenge}</h4>
          <p className="leading-relaxed text-muted-foreground">{study.challenge}</p>
        </div>
        <div>
          <h4 className="mb-2 text-lg">{labels.solution}</h4>
          <p className="leading-relaxed text-muted-foreground">{study.solution}</p>
        </div>
        <figure className="mt-auto rounded-xl border-l-4 border-primary bg-primary-soft p-5">
          <blockquote className="text-base leading-relaxed text-foreground">
            <p>&ldquo;{study.testimonial}&rdquo;</p>
          </blockquote>
          <figcaption className="mt-3 text-sm font-semibold text-muted-foreground">
            {study.owner}, {study.business}
          </figcaption>
        </figure>
      </div>
    </article>
  );
}

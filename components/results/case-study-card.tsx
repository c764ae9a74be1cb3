import { MonogramPortrait } from "@/components/shared/monogram-portrait";
import { StaticImage } from "@/components/shared/static-image";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { ArrowRight, MapPin, User } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { resultsPage, type CaseStudy } from "@/content/case-studies";
import { cn } from "@/lib/utils";

const labels = resultsPage.labels;

/** One case study: who, its numbers as stat tiles, what was wrong, what we did and the owner's words. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const titleId = `case-study-${study.id}`;
  const figures = [
    { label: labels.leads, figure: study.results.leads },
    { label: labels.revenue, figure: study.results.revenue },
    { label: labels.roi, figure: study.results.roi },
  ];

  return (
    <article aria-labelledby={titleId} className="case-study">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
        <div className="case-logo">
          <StaticImage
            src={study.logo.src}
            width={study.logo.width}
            height={study.logo.height}
            alt={`${study.business} ${labels.logoAlt}`}
            className="h-14 w-auto"
          />
        </div>
        <div className="flex flex-col gap-2">
          <Badge variant="primary" className="self-start">
            {study.industry}
          </Badge>
          <h3 id={titleId} className="text-2xl sm:text-3xl">
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
      </header>

      <div>
        <h4 className="sr-only">{labels.results}</h4>
        <dl className="grid grid-cols-3 gap-2 sm:gap-4">
          {figures.map(({ label, figure }) => (
            <div key={label} className="stat-tile">
              <dt className="stat-label">
                <span className="stat-kicker">{label}</span>
                {figure.detail}
              </dt>
              <dd className="stat-value">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:gap-10">
        <div className="flex flex-col gap-5">
          <div>
            <h4 className="mb-2 text-lg">{labels.challenge}</h4>
            <p className="leading-relaxed text-muted-foreground">{study.challenge}</p>
          </div>
          <div>
            <h4 className="mb-2 text-lg">{labels.solution}</h4>
            <p className="leading-relaxed text-muted-foreground">{study.solution}</p>
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
        <figure className="case-quote">
          <blockquote className="text-base leading-relaxed text-foreground">
            <p>&ldquo;{study.testimonial}&rdquo;</p>
          </blockquote>
          <figcaption className="flex items-center gap-3">
            <MonogramPortrait name={study.owner} photo={study.ownerPhoto} size={48} />
            <span className="flex flex-col">
              <span className="font-bold text-foreground">{study.owner}</span>
              <span className="text-sm text-muted-foreground">{study.business}</span>
            </span>
          </figcaption>
        </figure>
      </div>
    </article>
  );
}

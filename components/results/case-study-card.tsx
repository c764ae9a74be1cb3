import { MonogramPortrait } from "@/components/shared/monogram-portrait";
import { StaticImage } from "@/components/shared/static-image";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { ArrowRight, MapPin, User } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { resultsPage, type CaseStudy } from "@/content/case-studies";
import { cn } from "@/lib/utils";

import { ResultChart } from "./result-chart";

const labels = resultsPage.labels;

export function CaseStudyCard({ study }: { study: CaseStudy }) {
  const titleId = `case-study-${study.id}`;
  const figures = [
    { label: labels.leads, figure: study.results.leads },
    { label: labels.revenue, figure: study.results.revenue },
    { label: labels.roi, figure: study.results.roi },
  ];

  return (
    <article aria-labelledby={titleId} className="case-study">
      <header>
        <div className="case-logo">
          <StaticImage
            src={study.logo.src}
            width={study.logo.width}
            height={study.logo.height}
            alt={`${study.business} ${labels.logoAlt}`}
          />
        </div>
        <div>
          <Badge variant="primary">{study.industry}</Badge>
          <h3 id={titleId}>{study.business}</h3>
          <p className="case-meta">
            <span>
              <User aria-hidden="true" className="size-4" />
              {study.owner}
            </span>
            <span>
              <MapPin aria-hidden="true" className="size-4" />
              {study.location}
            </span>
          </p>
        </div>
      </header>

      <div>
        <h4 className="sr-only">{labels.results}</h4>
        <dl>
          {figures.map(({ label, figure }) => (
            <div key={label}>
              <dt>
                <span>{label}</span>
                {figure.detail}
              </dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <ResultChart study={study} className="mt-4 w-full max-w-sm" />
      </div>

      <div className="case-body">
        <div className="case-story">
          <div>
            <h4>{labels.challenge}</h4>
            <p>{study.challenge}</p>
          </div>
          <div>
            <h4>{labels.solution}</h4>
            <p>{study.solution}</p>
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
          <blockquote>
            <p>&ldquo;{study.testimonial}&rdquo;</p>
          </blockquote>
          <figcaption>
            <MonogramPortrait name={study.owner} photo={study.ownerPhoto} size={48} />
            <span>
              <b>{study.owner}</b>
              <small>{study.business}</small>
            </span>
          </figcaption>
        </figure>
      </div>
    </article>
  );
}

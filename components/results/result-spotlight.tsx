import { MonogramPortrait } from "@/components/shared/monogram-portrait";
import { Section } from "@/components/shared/section";
import { Badge } from "@/components/ui/badge";
import { Link } from "@/components/ui/link";
import { resultsPage, resultSpotlightCopy, type CaseStudy } from "@/content/case-studies";

import { ResultChart } from "./result-chart";
import { tradeAnchor } from "./trade-filter";

const labels = resultsPage.labels;

export function ResultSpotlight({ study }: { study: CaseStudy }) {
  const titleId = `result-${study.id}-title`;
  const figures = [
    { label: labels.leads, figure: study.results.leads },
    { label: labels.revenue, figure: study.results.revenue },
    { label: labels.roi, figure: study.results.roi },
  ];
  return (
    <Section tone="muted" aria-labelledby={titleId} className="py-10 sm:py-16" data-result-spotlight="">
      <div className="card grid gap-6 md:grid-cols-2 md:gap-10">
        <div className="flex flex-col gap-4">
          <Badge variant="success" className="self-start">
            {resultSpotlightCopy.badge}
          </Badge>
          <h2 id={titleId} className="text-2xl sm:text-3xl">
            {resultSpotlightCopy.title(study)}
          </h2>
          <dl className="grid grid-cols-3 gap-3">
            {figures.map(({ label, figure }) => (
              <div key={label} className="flex flex-col-reverse rounded-lg bg-muted p-3">
                <dt className="text-xs text-muted-foreground">{figure.detail}</dt>
                <dd className="text-xl font-bold text-navy sm:text-2xl">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <ResultChart study={study} className="w-full max-w-sm text-foreground" />
        </div>
        <div className="flex flex-col justify-center gap-4">
          <figure className="flex flex-col gap-4">
            <blockquote className="text-lg">
              <p>&ldquo;{study.testimonial}&rdquo;</p>
            </blockquote>
            <figcaption className="flex items-center gap-3">
              <MonogramPortrait name={study.owner} photo={study.ownerPhoto} size={48} />
              <span>
                <b className="block">{study.owner}</b>
                <span className="text-sm text-muted-foreground">
                  {study.business}, {study.location}
                </span>
              </span>
            </figcaption>
          </figure>
          <Link
            href={`/results#${tradeAnchor(study.trade)}`}
            className="self-start font-bold text-primary underline"
          >
            {resultSpotlightCopy.allResults}
          </Link>
        </div>
      </div>
    </Section>
  );
}

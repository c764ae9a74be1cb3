import { MonogramPortrait } from "@/components/shared/monogram-portrait";
import { resultsPage, type CaseStudy } from "@/content/case-studies";

const labels = resultsPage.labels;

export function ResultProof({ study }: { study: CaseStudy }) {
  const figures = [
    { label: labels.leads, figure: study.results.leads },
    { label: labels.revenue, figure: study.results.revenue },
    { label: labels.roi, figure: study.results.roi },
  ];
  return (
    <figure
      className="flex flex-col gap-3 rounded-xl border border-border bg-background p-4 shadow-card"
      data-result-proof=""
    >
      <dl className="grid grid-cols-3 gap-2 text-center">
        {figures.map(({ label, figure }) => (
          <div key={label} className="flex flex-col-reverse">
            <dt className="text-xs text-muted-foreground">{figure.detail}</dt>
            <dd className="text-xl font-bold text-success">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <blockquote className="border-t border-border pt-3">
        <p>&ldquo;{study.testimonial}&rdquo;</p>
      </blockquote>
      <figcaption className="flex items-center gap-3">
        <MonogramPortrait name={study.owner} photo={study.ownerPhoto} size={40} />
        <span className="text-sm">
          <b className="block">{study.owner}</b>
          <span className="text-muted-foreground">
            {study.business}, {study.location}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

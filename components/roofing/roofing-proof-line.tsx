import { Star } from "@/components/ui/icon";
import type { CaseStudy } from "@/content/case-studies";

/** One line of proof under the headline: a roofer's result, from the same case study as the full quote. */
export function RoofingProofLine({ study }: { study: CaseStudy }) {
  const { leads, roi } = study.results;
  return (
    <p className="flex items-center gap-2 text-sm text-navy sm:text-base" data-testid="roofing-proof-line">
      <Star aria-hidden="true" className="size-4 shrink-0 fill-current text-amber-500" />
      <span>
        {study.business}: <b className="text-success">{leads.value}</b> {leads.detail},{" "}
        <b className="text-success">{roi.value}</b> {roi.detail}
      </span>
    </p>
  );
}

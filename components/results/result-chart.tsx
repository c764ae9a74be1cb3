import { resultChartCopy, type CaseStudy } from "@/content/case-studies";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const WIDTH = 320;
const LABEL = 96;
const BAR = 22;

/**
 * A case study's spend against its revenue as two bars, drawn on the server (no chart code in the browser); the
 * picture's name says the same in words for screen readers.
 */
export function ResultChart({ study, className }: { study: CaseStudy; className?: string }) {
  const { revenue, roi } = study.results;
  const spend = Math.round(revenue.amount / roi.amount / 100) * 100;
  const rows = [
    { label: resultChartCopy.spend, amount: spend, fill: "var(--color-muted-foreground)" },
    { label: resultChartCopy.revenue, amount: revenue.amount, fill: "var(--color-success)" },
  ];
  const titleId = `chart-${study.id}`;
  const span = WIDTH - LABEL - 64;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${WIDTH} 76`}
      className={className}
      data-result-chart=""
    >
      <title id={titleId}>
        {resultChartCopy.summary(study.business, usd.format(spend), revenue.value, roi.value)}
      </title>
      {rows.map((row, index) => {
        const y = 6 + index * (BAR + 14);
        const width = Math.max(4, (row.amount / revenue.amount) * span);
        return (
          <g key={row.label} fontSize="12" fill="currentColor">
            <text x="0" y={y + 15}>
              {row.label}
            </text>
            <rect x={LABEL} y={y} width={width} height={BAR} rx="4" fill={row.fill} />
            <text x={LABEL + width + 6} y={y + 15} fontWeight="700">
              {usd.format(row.amount)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

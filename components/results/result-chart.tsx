import { resultChartCopy, type CaseStudy } from "@/content/case-studies";

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
// Laid out in percentages of its width (no viewBox), so the bars fill any column and the text keeps its size.
const LABEL_SHARE = 34;
const BAR_SHARE = 44;
const ROW = 34;
const BAR = 22;

/** Drawn on the server (no chart code in the browser); the picture's name says the same in words. */
export function ResultChart({ study, className }: { study: CaseStudy; className?: string }) {
  const { revenue, roi } = study.results;
  const spend = Math.round(revenue.amount / roi.amount / 100) * 100;
  const rows = [
    { label: resultChartCopy.spend, amount: spend, fill: "var(--color-muted-foreground)" },
    { label: resultChartCopy.revenue, amount: revenue.amount, fill: "var(--color-success)" },
  ];
  const titleId = `chart-${study.id}`;
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      width="100%"
      height={rows.length * ROW}
      className={className}
      data-result-chart=""
    >
      <title id={titleId}>
        {resultChartCopy.summary(study.business, usd.format(spend), revenue.value, roi.value)}
      </title>
      {rows.map((row, index) => {
        const share = Math.max(2, (row.amount / revenue.amount) * BAR_SHARE);
        const y = index * ROW + 4;
        return (
          <g key={row.label} className="fill-current text-xs">
            <text x="0" y={y + 15}>
              {row.label}
            </text>
            <rect x={`${LABEL_SHARE}%`} y={y} width={`${share}%`} height={BAR} rx="4" fill={row.fill} />
            <text x={`${LABEL_SHARE + share + 2}%`} y={y + 15} className="font-bold">
              {usd.format(row.amount)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** A navy band of key figures: one list, the number over its label, styled by `.metrics-band` (app/globals.css). */
export function MetricsBand({
  title,
  metrics,
}: {
  title: string;
  metrics: readonly { value: string; label: string }[];
}) {
  return (
    <section aria-label={title} className="metrics-band">
      <ul role="list">
        {metrics.map((metric) => (
          <li key={metric.label}>
            <b>{metric.value}</b> {metric.label}
          </li>
        ))}
      </ul>
    </section>
  );
}

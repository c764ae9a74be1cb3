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

import { resultsStats } from "@/content/case-studies";

export function ResultsStats({ title }: { title: string }) {
  // flow-root: the list's negative margin lifts the cards over the hero instead of collapsing into the section.
  return (
    <section aria-labelledby="results-stats-title" className="flow-root bg-background pb-12 sm:pb-16">
      <div className="container-page">
        <h2 id="results-stats-title" className="sr-only">
          {title}
        </h2>
        <ul role="list" className="-mt-10 grid gap-6 sm:grid-cols-3">
          {resultsStats.map((stat) => (
            <li key={stat.label} className="results-stat">
              <p>{stat.value}</p>
              <p>{stat.label}</p>
              <p>{stat.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

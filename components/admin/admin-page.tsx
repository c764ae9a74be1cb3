import { adminOutcomeText } from "@/content/admin";

/** A console page's heading and the live region announcing the last action's result (`?done=CODE`). */
export function AdminPage({
  title,
  done,
  actions,
  children,
}: {
  title: string;
  done?: string | string[];
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  const notice = adminOutcomeText(done);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      <p
        role="status"
        aria-live="polite"
        className="rounded-md border border-primary/30 bg-primary-soft px-4 py-3 font-bold text-primary-hover empty:hidden"
      >
        {notice}
      </p>
      {children}
    </div>
  );
}

export function Panel({ title, children }: { title?: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-lg border border-border bg-background p-4 sm:p-5">
      {title ? <h2 className="mb-3 text-lg font-bold">{title}</h2> : null}
      {children}
    </section>
  );
}

export function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-bold text-muted-foreground">{label}</dt>
          <dd className="mb-2 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

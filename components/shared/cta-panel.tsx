import type * as React from "react";

import { Section } from "./section";

export function CtaPanel({
  titleId,
  copy,
  children,
}: {
  titleId: string;
  copy: { title: string; subtitle: string };
  children: React.ReactNode;
}) {
  return (
    <Section aria-labelledby={titleId}>
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-2xl bg-navy px-6 py-12 text-center text-navy-foreground shadow-card sm:px-12 sm:py-16">
        <h2 id={titleId} className="text-3xl text-white sm:text-4xl">
          {copy.title}
        </h2>
        <p className="max-w-2xl text-lg text-white/85">{copy.subtitle}</p>
        {children}
      </div>
    </Section>
  );
}

import type * as React from "react";

import { Section } from "./section";

export function PageHeader({
  hero,
  id,
  tone = "soft",
  className,
  headerSpacing = "none",
  children,
}: {
  hero: { badge: string; title: string; subtitle: string };
  id?: string;
  tone?: "soft" | "muted";
  className?: string;
  headerSpacing?: "tight" | "none";
  children?: React.ReactNode;
}) {
  return (
    <Section tone={tone} className={className} heading={{ ...hero, as: "h1", id, spacing: headerSpacing }}>
      {children}
    </Section>
  );
}

import type * as React from "react";

import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const tones = {
  default: "bg-background",
  muted: "bg-muted",
  soft: "bg-primary-soft",
  navy: "bg-navy text-navy-foreground",
} as const;

/** A full-width page section with the site's vertical rhythm; its heading, when given, also labels it. */
export function Section({
  tone = "default",
  heading,
  className,
  children,
  ...props
}: React.ComponentProps<"section"> & { tone?: keyof typeof tones; heading?: SectionHeading }) {
  return (
    <section
      className={cn(tones[tone], "py-16 sm:py-20", className)}
      {...(heading ? { "aria-labelledby": heading.id } : {})}
      {...props}
    >
      <div className="container-page">
        {heading ? <SectionHeader {...heading} /> : null}
        {children}
      </div>
    </section>
  );
}

const headerSpacing = { default: "mb-10", tight: "mb-8", none: "mb-0" } as const;

type SectionHeading = React.ComponentProps<typeof SectionHeader>;

export function SectionHeader({
  badge,
  title,
  subtitle,
  as: Heading = "h2",
  align = "center",
  tone = "default",
  spacing = "default",
  className,
  id,
}: {
  badge?: string;
  title: string;
  subtitle?: string;
  as?: "h1" | "h2";
  align?: "center" | "left";
  tone?: "default" | "navy";
  /** The room below it: "tight" above a short row of buttons, "none" when the section ends with it. */
  spacing?: keyof typeof headerSpacing;
  className?: string;
  id?: string;
}) {
  return (
    <div
      className={cn(
        "section-header",
        headerSpacing[spacing],
        align === "center" ? "section-header-center" : "items-start",
        className,
      )}
    >
      {badge ? <Badge variant={tone === "navy" ? "dark" : "primary"}>{badge}</Badge> : null}
      <Heading id={id} className={cn(Heading === "h1" ? "text-4xl sm:text-5xl" : "text-3xl sm:text-4xl")}>
        {title}
      </Heading>
      {subtitle ? (
        <p
          className={cn("text-base sm:text-lg", tone === "navy" ? "text-white/85" : "text-muted-foreground")}
        >
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}

import type * as React from "react";

import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const layouts = {
  /** Copy beside a form column of 30rem. */
  form: {
    container: "grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:gap-14",
    column: "flex flex-col items-start gap-6 lg:pt-6",
    title: "text-4xl text-navy sm:text-5xl",
    subtitle: "max-w-2xl text-base text-muted-foreground sm:text-xl",
  },
  /** An ad's landing page: on phones, tighter copy so the form starts on the first screen. */
  ad: {
    container:
      "grid grid-cols-1 items-start gap-6 sm:gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:gap-14",
    column: "flex flex-col items-start gap-3 sm:gap-6 lg:pt-6",
    title: "text-[1.75rem] leading-[1.15] text-navy sm:text-5xl",
    subtitle: "max-w-2xl text-base text-muted-foreground sm:text-xl",
  },
  /** The home page: larger copy beside a form of nearly equal width. */
  wide: {
    container: "grid items-start gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14",
    column: "flex flex-col gap-6",
    title: "text-4xl leading-tight sm:text-5xl lg:text-6xl",
    subtitle: "text-base text-muted-foreground sm:text-xl",
  },
  center: {
    container: "flex max-w-3xl flex-col items-center gap-5 text-center",
    column: "",
    title: "text-4xl text-navy sm:text-5xl",
    subtitle: "text-base text-muted-foreground sm:text-xl",
  },
} as const;

const tones = {
  primary: "from-primary-soft py-12 sm:py-16 lg:py-20",
  success: "from-success-soft py-14 sm:py-20",
  ad: "from-primary-soft pt-5 pb-12 sm:py-16 lg:py-20",
} as const;

export function Hero({
  titleId,
  title,
  subtitle,
  badge,
  lead,
  aside,
  after,
  layout = "form",
  tone = "primary",
  children,
}: {
  titleId: string;
  title: string;
  subtitle?: string;
  badge?: string;
  lead?: React.ReactNode;
  aside?: React.ReactNode;
  /** Under the copy beside the form; after the form on phones, so the form starts on the first screen. */
  after?: React.ReactNode;
  layout?: keyof typeof layouts;
  tone?: keyof typeof tones;
  children?: React.ReactNode;
}) {
  const classes = layouts[layout];
  const copy = (
    <>
      {badge ? (
        <Badge variant="raised" className="ring-primary/20">
          {badge}
        </Badge>
      ) : (
        lead
      )}
      <h1 id={titleId} className={classes.title}>
        {title}
      </h1>
      {subtitle ? <p className={classes.subtitle}>{subtitle}</p> : null}
      {children}
    </>
  );
  return (
    <section aria-labelledby={titleId} className={cn("bg-linear-to-b to-background", tones[tone])}>
      <div className={cn("container-page", classes.container, after && "lg:grid-rows-[auto_1fr] lg:gap-y-6")}>
        {layout === "center" ? copy : <div className={classes.column}>{copy}</div>}
        {after ? <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{aside}</div> : aside}
        {after ? <div className={cn(classes.column, "lg:pt-0")}>{after}</div> : null}
      </div>
    </section>
  );
}

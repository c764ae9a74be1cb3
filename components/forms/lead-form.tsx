import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

import { LeadFormWizard } from "./lead-form-wizard";

export interface LeadFormProps {
  /** The wrapper's id: "lead-form", "form-section" or "roofing-form" (the scroll helper looks for these). */
  id?: string;
  tag?: "website" | "roofing-google-ads";
  title?: string;
  subtitle?: string;
  /** The funnel's progress above the title (the roofing funnel's step 1). */
  progress?: React.ReactNode;
  roomy?: boolean;
  className?: string;
}

export function LeadForm({
  id,
  tag = "website",
  title,
  subtitle,
  progress,
  roomy = false,
  className,
}: LeadFormProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Card
      id={id}
      className={cn(roomy ? "p-6 sm:p-8" : "p-5 sm:p-7", className)}
      aria-labelledby={title ? headingId : undefined}
      role={title ? "region" : undefined}
    >
      {progress ? <div className="mb-4">{progress}</div> : null}
      {title ? (
        <h2 id={headingId} className="text-2xl leading-tight">
          {title}
        </h2>
      ) : null}
      {subtitle ? <p className="mt-2 text-muted-foreground">{subtitle}</p> : null}
      <LeadFormWizard
        tag={tag}
        formId={`${id ?? "lead"}-wizard`}
        className={title || subtitle ? "mt-5" : undefined}
      />
    </Card>
  );
}

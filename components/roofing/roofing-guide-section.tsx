import { RoofingGuideForm } from "@/components/forms/guide-form";
import { Section } from "@/components/shared/section";
import { Badge } from "@/components/ui/badge";
import { FileText } from "@/components/ui/icon";
import type { RoofingPageContent } from "@/content/roofing";

export function RoofingGuideSection({ guide }: { guide: RoofingPageContent["guide"] }) {
  return (
    <Section tone="soft" aria-labelledby="roofing-guide-title">
      <div className="card mx-auto grid max-w-5xl items-center gap-8 sm:p-10 md:grid-cols-[auto_minmax(0,1fr)]">
        <span className="flex size-20 items-center justify-center rounded-xl bg-accent-soft text-accent">
          <FileText aria-hidden="true" className="size-10" />
        </span>
        <div className="flex flex-col items-start gap-4">
          <Badge variant="accent">{guide.badge}</Badge>
          <h2 id="roofing-guide-title" className="text-3xl">
            {guide.title}
          </h2>
          <p className="text-lg text-muted-foreground">{guide.subtitle}</p>
          <div className="w-full max-w-xl">
            <RoofingGuideForm buttonLabel={guide.buttonLabel} placeholder={guide.emailPlaceholder} />
          </div>
        </div>
      </div>
    </Section>
  );
}

import { HomeGuideForm } from "@/components/forms/guide-form";
import { Section, SectionHeader } from "@/components/shared/section";
import { Badge } from "@/components/ui/badge";
import { FileText } from "@/components/ui/icon";
import { homePage } from "@/content/home";

import { CheckList } from "./check-list";

export function GuideSection() {
  const { guide } = homePage;
  return (
    <Section tone="navy" aria-labelledby="guide-title">
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-14">
        <div>
          <SectionHeader
            id="guide-title"
            tone="navy"
            align="left"
            badge={guide.badge}
            title={guide.title}
            subtitle={guide.subtitle}
            spacing="tight"
          />
          <CheckList items={guide.bullets} tone="navy" className="text-lg" />
        </div>
        <div className="flex flex-col gap-5 rounded-xl bg-background p-6 text-foreground shadow-card sm:p-8">
          <div className="flex items-center justify-between gap-4">
            <span className="flex size-14 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <FileText aria-hidden="true" className="size-7" />
            </span>
            <Badge variant="accent">{guide.value}</Badge>
          </div>
          <HomeGuideForm buttonLabel={guide.buttonLabel} placeholder={guide.emailPlaceholder} />
        </div>
      </div>
    </Section>
  );
}

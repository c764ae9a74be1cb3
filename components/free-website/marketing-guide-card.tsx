import { GuideDownloadButton } from "@/components/guides/guide-download-button";
import { Card } from "@/components/ui/card";
import { FileText } from "@/components/ui/icon";
import type { FreeWebsiteThankYouPageContent } from "@/content/free-website";
import { guideHref } from "@/content/guide-files";
import { marketingGuide } from "@/content/guides";

export function MarketingGuideCard({ guide }: { guide: FreeWebsiteThankYouPageContent["guide"] }) {
  return (
    <Card className="flex flex-col gap-4 border-accent/30 bg-accent-soft">
      <FileText aria-hidden="true" className="size-10 text-accent" />
      <h2 className="text-2xl">{guide.title}</h2>
      <p className="text-muted-foreground">{guide.subtitle}</p>
      <GuideDownloadButton
        href={guideHref(marketingGuide.fileName)}
        toastTitle={guide.toastTitle}
        toastDescription={guide.toastDescription}
        className="w-full"
      >
        {guide.buttonLabel}
      </GuideDownloadButton>
    </Card>
  );
}

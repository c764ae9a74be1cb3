import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Download, FileText } from "@/components/ui/icon";
import { guideHref } from "@/content/guide-files";
import { roofingGuide } from "@/content/guides";
import type { FinalThankYouPageContent } from "@/content/roofing";

export function RoofingGuideDownloadCard({ guide }: { guide: FinalThankYouPageContent["guide"] }) {
  return (
    <Card className="flex flex-col gap-4 border-accent/30 bg-accent-soft">
      <FileText aria-hidden="true" className="size-10 text-accent" />
      <h2 className="text-2xl">{guide.title}</h2>
      <p className="text-muted-foreground">{guide.subtitle}</p>
      <a
        href={guideHref(roofingGuide.fileName)}
        download
        className={buttonVariants({ variant: "accent", size: "lg", className: "w-full" })}
      >
        <Download aria-hidden="true" />
        {guide.buttonLabel}
      </a>
    </Card>
  );
}

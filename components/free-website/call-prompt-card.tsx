import { PhoneLabel } from "@/components/shared/contact-text";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Phone } from "@/components/ui/icon";
import type { FreeWebsiteThankYouPageContent } from "@/content/free-website";
import { siteConfig } from "@/content/site";

export function CallPromptCard({ callPrompt }: { callPrompt: FreeWebsiteThankYouPageContent["callPrompt"] }) {
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-2xl">{callPrompt.title}</h2>
      <p className="text-muted-foreground">{callPrompt.text}</p>
      <a
        href={siteConfig.phone.href}
        className={buttonVariants({ variant: "primary", size: "lg", className: "w-full" })}
      >
        <Phone aria-hidden="true" />
        <PhoneLabel label={`${callPrompt.buttonLabel}:`} />
      </a>
    </Card>
  );
}

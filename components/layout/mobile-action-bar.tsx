import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";
import { buttonVariants } from "@/components/ui/button";
import { Phone } from "@/components/ui/icon";
import { siteConfig } from "@/content/site";
import { headerCopy } from "@/content/site-sections";
import { cn } from "@/lib/utils";

import { TuckWhileFormShows } from "./tuck-while-form-shows";

/** Sticky and last, so it never hides the footer's end; a right slot keeps the chat launcher off text. */
export function MobileActionBar() {
  const copy = headerCopy.actionBar;
  return (
    <nav aria-label={copy.label} data-action-bar="" data-tuck-on-form="" className="action-bar">
      <a
        href={siteConfig.phone.href}
        className={cn(buttonVariants({ variant: "outline", size: "md" }), "min-h-11 gap-2 px-3")}
        aria-label={`${copy.call}: ${siteConfig.phone.display}`}
      >
        <Phone aria-hidden="true" className="size-5" />
        {copy.call}
      </a>
      <ScrollToFormButton className="min-h-11 px-3">{copy.audit}</ScrollToFormButton>
      <TuckWhileFormShows />
    </nav>
  );
}

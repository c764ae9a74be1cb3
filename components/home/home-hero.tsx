import { LeadForm } from "@/components/forms/lead-form";
import { PhoneNumber } from "@/components/shared/contact-text";
import { Hero } from "@/components/shared/hero";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Phone } from "@/components/ui/icon";
import { homePage } from "@/content/home";
import { siteConfig } from "@/content/site";

import { CheckList } from "./check-list";

/** Text only, as it is the LCP; the lead form (#lead-form) sits beside it on desktop. */
export function HomeHero() {
  const { hero } = homePage;
  return (
    <Hero
      layout="wide"
      titleId="home-hero-title"
      title={hero.title}
      subtitle={hero.subtitle}
      lead={
        // On phones the first badge has its row: the others then wrap alike in the brand face and its fallback.
        <ul className="flex flex-wrap gap-2">
          {hero.badges.map((badge) => (
            <li key={badge} className="max-sm:first:basis-full">
              <Badge variant="raised" className="shadow-sm ring-primary/15">
                {badge}
              </Badge>
            </li>
          ))}
        </ul>
      }
      aside={<LeadForm id="lead-form" title={hero.formTitle} subtitle={hero.formSubtitle} roomy />}
    >
      <CheckList items={hero.serviceBullets} className="text-base sm:text-lg" />
      <a
        href={siteConfig.phone.href}
        className={buttonVariants({ variant: "accent", size: "lg", className: "self-start" })}
      >
        <Phone aria-hidden="true" />
        {hero.callButtonLabel}: <PhoneNumber />
      </a>
    </Hero>
  );
}

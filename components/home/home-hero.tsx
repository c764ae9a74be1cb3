import { LeadForm } from "@/components/forms/lead-form";
import { PhoneNumber } from "@/components/shared/contact-text";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Phone } from "@/components/ui/icon";
import { homePage } from "@/content/home";
import { siteConfig } from "@/content/site";

import { CheckList } from "./check-list";

/** The home hero: text only (it is the LCP), with the lead form (#lead-form) beside it on desktop. */
export function HomeHero() {
  const { hero } = homePage;
  return (
    <section
      aria-labelledby="home-hero-title"
      className="bg-linear-to-b from-primary-soft to-background py-12 sm:py-16 lg:py-20"
    >
      <div className="container-page grid items-start gap-10 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-14">
        <div className="flex flex-col gap-6">
          <ul className="flex flex-wrap gap-2">
            {hero.badges.map((badge) => (
              <li key={badge}>
                <Badge className="bg-background shadow-sm ring-1 ring-primary/15">{badge}</Badge>
              </li>
            ))}
          </ul>
          <h1 id="home-hero-title" className="text-4xl leading-tight sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="text-lg text-muted-foreground sm:text-xl">{hero.subtitle}</p>
          <CheckList items={hero.serviceBullets} className="text-base sm:text-lg" />
          <a
            href={siteConfig.phone.href}
            className={buttonVariants({ variant: "accent", size: "lg", className: "self-start" })}
          >
            <Phone aria-hidden="true" />
            {hero.callButtonLabel}: <PhoneNumber />
          </a>
        </div>
        <LeadForm
          id="lead-form"
          title={hero.formTitle}
          subtitle={hero.formSubtitle}
          className="rounded-xl border border-border bg-background p-6 shadow-card sm:p-8"
        />
      </div>
    </section>
  );
}

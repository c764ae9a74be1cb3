import { FreeWebsiteForm } from "@/components/forms/free-website-form";
import { Hero } from "@/components/shared/hero";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import type { FreeWebsitePageContent } from "@/content/free-website";

export function FreeWebsiteHero({
  hero,
  form,
}: {
  hero: FreeWebsitePageContent["hero"];
  form: FreeWebsitePageContent["form"];
}) {
  return (
    <Hero
      titleId="free-website-hero-title"
      title={hero.title}
      subtitle={hero.subtitle}
      badge={hero.badge}
      aside={
        <Card className="p-5 sm:p-8">
          <h2 className="text-2xl sm:text-3xl">{form.title}</h2>
          <p className="mt-2 mb-6 text-muted-foreground">{form.subtitle}</p>
          <FreeWebsiteForm />
        </Card>
      }
    >
      <ul className="grid w-full gap-4 sm:grid-cols-2">
        {hero.benefits.map((benefit) => (
          <li
            key={benefit.title}
            className="flex items-start gap-4 rounded-xl border border-border bg-background p-5 shadow-card sm:last:col-span-2"
          >
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Icon name={benefit.icon} className="size-6" />
            </span>
            <div className="flex flex-col gap-1">
              <p className="font-bold">{benefit.title}</p>
              <p className="text-sm text-muted-foreground">{benefit.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Hero>
  );
}

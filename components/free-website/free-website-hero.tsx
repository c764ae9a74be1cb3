import { FreeWebsiteForm } from "@/components/forms/free-website-form";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import type { FreeWebsitePageContent } from "@/content/free-website";

/** Hero: h1, the five benefit tiles and the 2-step form in a card. */
export function FreeWebsiteHero({
  hero,
  form,
}: {
  hero: FreeWebsitePageContent["hero"];
  form: FreeWebsitePageContent["form"];
}) {
  return (
    <section
      aria-labelledby="free-website-hero-title"
      className="bg-gradient-to-b from-primary-soft to-background py-12 sm:py-16 lg:py-20"
    >
      <div className="container-page grid grid-cols-1 items-start gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:gap-14">
        <div className="flex flex-col items-start gap-6 lg:pt-6">
          <Badge className="bg-background ring-1 ring-primary/20">{hero.badge}</Badge>
          <h1 id="free-website-hero-title" className="text-4xl text-navy sm:text-5xl">
            {hero.title}
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground sm:text-xl">{hero.subtitle}</p>
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
        </div>
        <Card className="p-5 sm:p-8">
          <h2 className="text-2xl sm:text-3xl">{form.title}</h2>
          <p className="mt-2 mb-6 text-muted-foreground">{form.subtitle}</p>
          <FreeWebsiteForm />
        </Card>
      </div>
    </section>
  );
}

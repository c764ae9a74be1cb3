import { MediaImage } from "@/components/shared/media-image";
import { MonogramPortrait } from "@/components/shared/monogram-portrait";
import { Section } from "@/components/shared/section";
import { buttonVariants } from "@/components/ui/button";
import { ArrowRight } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { homePage } from "@/content/home";
import { agencyMedia } from "@/content/media";

import { CheckList } from "./check-list";

const FREE_WEBSITE_FORM_HREF = "/free-website#free-website-form";

export function FounderSection() {
  const { founder } = homePage;
  return (
    <Section aria-labelledby="founder-title">
      <div className="grid items-center gap-10 lg:grid-cols-[22rem_minmax(0,1fr)] lg:gap-16">
        <div className="flex flex-col items-center gap-6 rounded-xl border border-border bg-muted p-8 text-center">
          <MonogramPortrait name={founder.name} photo={agencyMedia.founderHeadshot} size={144} />
          <div>
            <p className="text-xl font-bold">{founder.name}</p>
            <p className="text-muted-foreground">{founder.role}</p>
          </div>
          <CheckList items={founder.highlights} className="text-left" />
        </div>
        <div className="flex flex-col gap-5">
          <h2 id="founder-title" className="text-3xl sm:text-4xl">
            {founder.title}
          </h2>
          {agencyMedia.teamPhoto ? (
            <MediaImage
              photo={agencyMedia.teamPhoto}
              sizes="(min-width: 1024px) 640px, 90vw"
              className="h-auto w-full rounded-xl shadow-card"
            />
          ) : null}
          {founder.story.map((paragraph, index) => (
            // A fixed list: its position is its identity (the text as a key would ride twice in the payload).
            <p key={index} className="text-lg text-muted-foreground">
              {paragraph}
            </p>
          ))}
          <Link
            href={FREE_WEBSITE_FORM_HREF}
            className={buttonVariants({ variant: "accent", size: "lg", className: "mt-2 self-start" })}
          >
            {founder.buttonLabel}
            <ArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </Section>
  );
}

import { ExternalLink } from "@/components/shared/external-link";
import { MediaImage } from "@/components/shared/media-image";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { CircleCheck, ExternalLink as ExternalLinkIcon, MapPin } from "@/components/ui/icon";
import { portfolioPage, type PortfolioItem } from "@/content/portfolio";
import { cn } from "@/lib/utils";

/** scroll-mt-4 adds to html's 8rem scroll padding, for the tallest header. */
export function PortfolioProject({ item, reverse = false }: { item: PortfolioItem; reverse?: boolean }) {
  const titleId = `${item.id}-title`;
  return (
    <article
      id={item.id}
      aria-labelledby={titleId}
      className="card grid scroll-mt-4 items-center gap-8 sm:p-8 lg:grid-cols-2 lg:gap-12"
    >
      {/* The desktop screenshot with the phone one overlapping its corner, as a device pair. */}
      <figure className={cn("relative pr-[12%] pb-[8%]", reverse && "lg:order-2")}>
        <MediaImage
          photo={item.screenshots.desktop}
          sizes="(min-width: 1024px) 560px, 90vw"
          className="h-auto w-full rounded-xl border border-border shadow-card"
        />
        <MediaImage
          photo={item.screenshots.phone}
          sizes="(min-width: 1024px) 150px, 26vw"
          className="absolute right-0 bottom-0 h-auto w-[26%] drop-shadow-xl"
        />
        {item.screenshots.illustration ? (
          <figcaption className="absolute top-3 left-3 rounded-full bg-navy/85 px-3 py-1 text-xs font-bold text-white">
            {portfolioPage.illustrationNote}
          </figcaption>
        ) : null}
      </figure>

      <div className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Badge variant="primary" className="self-start">
            {item.industry}
          </Badge>
          <h2 id={titleId} className="text-3xl">
            {item.business}
          </h2>
          <p className="inline-flex items-center gap-1.5 text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4" />
            {item.location}
          </p>
        </div>
        <p className="text-lg leading-relaxed text-muted-foreground">{item.summary}</p>

        <div>
          <h3 className="mb-2 text-sm font-bold tracking-wide text-muted-foreground uppercase">
            {portfolioPage.servicesLabel}
          </h3>
          <ul role="list" className="flex flex-wrap gap-2">
            {item.services.map((service) => (
              <li key={service}>
                <Badge variant="outline">{service}</Badge>
              </li>
            ))}
          </ul>
        </div>

        <div>
          <h3 className="mb-2 text-sm font-bold tracking-wide text-muted-foreground uppercase">
            {portfolioPage.highlightsLabel}
          </h3>
          <ul role="list" className="flex flex-col gap-2">
            {item.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-2">
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
        </div>

        {item.liveUrl ? (
          <ExternalLink
            href={item.liveUrl}
            newTabHint={portfolioPage.newTabHint}
            className={cn(buttonVariants({ variant: "primary", size: "md" }), "self-start")}
          >
            {portfolioPage.liveSiteLabel}
            <span className="sr-only">: {item.business}</span>
            <ExternalLinkIcon aria-hidden="true" />
          </ExternalLink>
        ) : null}
      </div>
    </article>
  );
}

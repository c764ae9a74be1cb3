import { StaticImage } from "@/components/shared/static-image";
import { caseStudies } from "@/content/case-studies";
import { clientLogoStrip } from "@/content/home";

const logos = clientLogoStrip.slugs.map((slug) => {
  const study = caseStudies.find((item) => item.slug === slug);
  if (!study) throw new Error(`No case study for the logo strip: ${slug}`);
  return study;
});

/** Client logos under the home hero, each at least 32 px tall so its name reads. */
export function ClientLogoStrip() {
  return (
    <section aria-labelledby="client-logos-title" className="border-y border-border bg-background py-8">
      <div className="container-page flex flex-col items-center gap-6">
        <h2
          id="client-logos-title"
          className="text-center text-sm font-bold tracking-wide text-muted-foreground uppercase"
        >
          {clientLogoStrip.title}
        </h2>
        <ul
          role="list"
          className="grid w-full grid-cols-2 items-center gap-x-6 gap-y-5 sm:grid-cols-3 lg:grid-cols-6"
        >
          {logos.map((study) => (
            <li key={study.slug} className="flex justify-center">
              <StaticImage
                src={study.logo.src}
                width={study.logo.width}
                height={study.logo.height}
                alt={`${study.business} logo`}
                className="client-logo"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

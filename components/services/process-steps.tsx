import { Section } from "@/components/shared/section";
import { Badge } from "@/components/ui/badge";
import { servicesPage } from "@/content/services-page";

export function ProcessSteps() {
  const { process } = servicesPage;
  return (
    <Section heading={{ id: "services-process-title", title: process.title, subtitle: process.subtitle }}>
      <ol className="grid gap-6 md:grid-cols-3">
        {process.steps.map((step, index) => (
          <li key={step.title} className="card relative">
            <div className="flex items-center justify-between gap-3">
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <Badge variant="accent">{step.duration}</Badge>
            </div>
            <h3 className="mt-5 text-xl font-bold">{step.title}</h3>
            <p className="mt-2 text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

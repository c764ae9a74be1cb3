import { CheckList } from "@/components/home/check-list";
import { Section } from "@/components/shared/section";
import { Badge } from "@/components/ui/badge";
import { Icon } from "@/components/ui/icon";
import { howItWorksPage } from "@/content/how-it-works";

export function StepTimeline() {
  const { steps } = howItWorksPage;
  return (
    <Section>
      <ol className="mx-auto flex max-w-3xl flex-col">
        {steps.map((step, index) => (
          <li key={step.timeline} className="group grid grid-cols-[3rem_minmax(0,1fr)] gap-x-4 sm:gap-x-6">
            <div className="flex flex-col items-center">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-card">
                <Icon name={step.icon} className="size-6" />
              </span>
              {index < steps.length - 1 ? (
                <span aria-hidden="true" className="my-2 w-0.5 flex-1 rounded-full bg-primary/25" />
              ) : null}
            </div>
            {/* The spacing sits inside the row so the rail line runs on to the next step. */}
            <div className="pb-10 group-last:pb-0">
              <div className="card flex flex-col gap-4 sm:p-8">
                <Badge variant="accent" className="self-start">
                  {step.timeline}
                </Badge>
                <h2 className="text-2xl sm:text-3xl">{step.title}</h2>
                <p className="text-lg text-muted-foreground">{step.description}</p>
                <CheckList items={step.deliverables} />
              </div>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}

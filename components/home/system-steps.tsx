import { Section } from "@/components/shared/section";
import { Icon } from "@/components/ui/icon";
import { homePage } from "@/content/home";

export function SystemSteps() {
  const { system } = homePage;
  return (
    <Section
      tone="muted"
      heading={{ id: "system-title", badge: system.badge, title: system.title, subtitle: system.subtitle }}
    >
      <ol className="grid gap-6 md:grid-cols-3">
        {system.steps.map((step, index) => (
          <li key={step.title} className="card flex flex-col gap-4">
            <div className="flex items-center justify-between">
              <span className="step-icon">
                <Icon name={step.icon} className="size-6" />
              </span>
              <span aria-hidden="true" className="text-4xl font-bold text-primary tabular-nums">
                {String(index + 1).padStart(2, "0")}
              </span>
            </div>
            <h3 className="text-xl font-bold">{step.title}</h3>
            <p className="text-muted-foreground">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}

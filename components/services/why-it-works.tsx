import { Section } from "@/components/shared/section";
import { CircleCheck } from "@/components/ui/icon";
import type { ServiceDetail } from "@/content/services";

export function WhyItWorks({ whyItWorks }: { whyItWorks: ServiceDetail["whyItWorks"] }) {
  return (
    <Section tone="muted" heading={{ id: "why-it-works-title", title: whyItWorks.title }}>
      <ul className="mx-auto grid max-w-5xl gap-5 md:orphan-span-2 md:grid-cols-2">
        {whyItWorks.items.map((item) => (
          <li key={item.title} className="flex gap-4 rounded-xl bg-background p-6 shadow-card">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
            <div>
              <h3 className="text-lg font-bold">{item.title}</h3>
              <p className="mt-1.5 text-muted-foreground">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

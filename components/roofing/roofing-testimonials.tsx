import { Section } from "@/components/shared/section";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import type { Testimonial } from "@/content/testimonials";

import { RoofingFormButton } from "./roofing-form-button";

export function RoofingTestimonials({
  title,
  subtitle,
  testimonials,
  ctaLabel,
}: {
  title: string;
  subtitle: string;
  testimonials: readonly Testimonial[];
  ctaLabel: string;
}) {
  return (
    <Section tone="muted" heading={{ id: "roofing-testimonials-title", title: title, subtitle: subtitle }}>
      <ul className="grid gap-6 md:grid-cols-2">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <RoofingFormButton>{ctaLabel}</RoofingFormButton>
      </div>
    </Section>
  );
}

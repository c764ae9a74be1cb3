import { Section } from "@/components/shared/section";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import type { Testimonial } from "@/content/testimonials";

export function FreeWebsiteTestimonials({
  title,
  subtitle,
  testimonials,
}: {
  title: string;
  subtitle: string;
  testimonials: readonly Testimonial[];
}) {
  return (
    <Section heading={{ id: "free-website-testimonials-title", title: title, subtitle: subtitle }}>
      <ul className="grid gap-6 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.id}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

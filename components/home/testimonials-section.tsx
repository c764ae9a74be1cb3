import { Section, SectionHeader } from "@/components/shared/section";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import { homePage } from "@/content/home";
import { homeTestimonials } from "@/content/testimonials";

import { TestimonialCarousel } from "./testimonial-carousel";

/** Server-rendered heading and cards; only the carousel controls hydrate. */
export function TestimonialsSection() {
  const { badge, title, subtitle, carousel } = homePage.testimonialsSection;
  return (
    <Section>
      <SectionHeader id="testimonials-title" badge={badge} title={title} subtitle={subtitle} />
      <TestimonialCarousel
        labelledBy="testimonials-title"
        labels={carousel}
        slides={homeTestimonials.map((testimonial) => ({
          id: testimonial.id,
          content: <TestimonialCard testimonial={testimonial} />,
        }))}
      />
    </Section>
  );
}

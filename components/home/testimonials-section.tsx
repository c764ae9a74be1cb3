import { Section, SectionHeader } from "@/components/shared/section";
import { TestimonialCard } from "@/components/testimonials/testimonial-card";
import { ChevronLeft, ChevronRight, Pause, Play } from "@/components/ui/icon";
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
        icons={{
          previous: <ChevronLeft aria-hidden="true" />,
          next: <ChevronRight aria-hidden="true" />,
          pause: <Pause aria-hidden="true" />,
          play: <Play aria-hidden="true" />,
        }}
        slides={homeTestimonials.map((testimonial) => ({
          id: testimonial.id,
          content: <TestimonialCard testimonial={testimonial} />,
        }))}
      />
    </Section>
  );
}

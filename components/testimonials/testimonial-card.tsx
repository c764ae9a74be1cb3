import { MonogramPortrait } from "@/components/shared/monogram-portrait";
import { RichText } from "@/components/shared/rich-text";
import { StaticImage } from "@/components/shared/static-image";
import { Badge } from "@/components/ui/badge";
import type { Testimonial } from "@/content/testimonials";
import { cn } from "@/lib/utils";

import { StarRating } from "./star-rating";

export function TestimonialCard({
  testimonial,
  className,
}: {
  testimonial: Testimonial;
  className?: string;
}) {
  return (
    <figure className={cn("card flex h-full flex-col gap-4", className)}>
      <div className="testimonial-row">
        {testimonial.logo ? (
          <StaticImage
            src={testimonial.logo.src}
            width={testimonial.logo.width}
            height={testimonial.logo.height}
            alt={`${testimonial.business} logo`}
            className="h-12 w-auto"
          />
        ) : null}
        <StarRating rating={testimonial.rating} />
      </div>
      <blockquote className="testimonial-quote">
        <p>
          &ldquo;
          <RichText text={testimonial.text} />
          &rdquo;
        </p>
      </blockquote>
      <figcaption className="testimonial-row testimonial-caption">
        <div className="flex items-center gap-3">
          <MonogramPortrait name={testimonial.name} photo={testimonial.photo} size={48} />
          <div>
            <p className="font-bold">{testimonial.name}</p>
            <p className="text-sm text-muted-foreground">
              {testimonial.business}, {testimonial.location}
            </p>
          </div>
        </div>
        {testimonial.result ? <Badge variant="success">{testimonial.result}</Badge> : null}
      </figcaption>
    </figure>
  );
}

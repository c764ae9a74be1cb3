"use client";

import { Star } from "@/components/ui/icon";

/** A client leaf: the payload carries the rating, not five drawn stars. */
export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-star" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: rating }, (_, index) => (
        <Star key={index} aria-hidden="true" className="star" />
      ))}
    </p>
  );
}

import { Star } from "@/components/ui/icon";

export function StarRating({ rating }: { rating: number }) {
  return (
    <p className="flex gap-0.5 text-star" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: rating }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-5 fill-current" />
      ))}
    </p>
  );
}

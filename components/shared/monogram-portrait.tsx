import type { Photo } from "@/content/media";
import { cn } from "@/lib/utils";

import { MediaImage } from "./media-image";

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .slice(0, 2)
    .join("");

export function MonogramPortrait({
  name,
  photo,
  size,
  className,
}: {
  name: string;
  photo?: Photo;
  size: number;
  className?: string;
}) {
  if (photo) {
    return (
      <MediaImage
        photo={photo}
        sizes={`${size}px`}
        className={cn("shrink-0 rounded-full object-cover ring-2 ring-white", className)}
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn("monogram", className)}
      style={{ width: size, height: size, fontSize: Math.round(size * 38) / 100 }}
    >
      <span className="monogram-glow" />
      <span className="relative">{initialsOf(name)}</span>
    </span>
  );
}

import Image from "next/image";

import type { Photo } from "@/content/media";

import { StaticImage } from "./static-image";

/**
 * A media slot's picture: photos through next/image (sized, AVIF/WebP), the drawn SVG fallbacks as a plain <img>
 * (next/image would serve them unchanged and add its client code).
 */
export function MediaImage({
  photo,
  sizes,
  className,
  priority = false,
}: {
  photo: Photo;
  sizes: string;
  className?: string;
  priority?: boolean;
}) {
  if (photo.src.endsWith(".svg")) {
    return (
      <StaticImage
        src={photo.src}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading={priority ? "eager" : "lazy"}
        className={className}
      />
    );
  }
  return (
    <Image
      src={photo.src}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  );
}

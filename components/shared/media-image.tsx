// The public getImageProps: the client <Image> exported beside it is left out of every bundle (docs/decisions.md).
import { getImageProps } from "next/image";
import type * as React from "react";

import type { Photo } from "@/content/media";

import { StaticImage } from "./static-image";

/** Photos via getImageProps (optimised, no client component shipped); SVG fallbacks served as they are. */
export function MediaImage({
  photo,
  sizes,
  className,
  style,
  priority = false,
}: {
  photo: Photo;
  sizes: string;
  className?: string;
  style?: React.CSSProperties;
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
        style={style}
      />
    );
  }
  const { props } = getImageProps({
    src: photo.src,
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
    sizes,
    priority,
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's own props, alt included.
  return <img {...props} className={className} style={style} />;
}

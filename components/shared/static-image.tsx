import type * as React from "react";

type Props = Omit<React.ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/** A plain <img> for the SVG artwork: next/image cannot optimise SVG yet ships a client component; size reserves space. */
export function StaticImage({ loading = "lazy", alt, ...props }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- see above: plain <img> on purpose.
  return <img alt={alt} loading={loading} decoding="async" {...props} />;
}

import type * as React from "react";

type Props = Omit<React.ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  src: string;
  alt: string;
  width: number;
  height: number;
};

/**
 * An <img> for the site's artwork, which is all SVG: next/image cannot optimise vector files (it serves them
 * as they are) yet ships a client component to every page that uses it. Width and height reserve the space,
 * so nothing shifts as the file arrives; off-screen images load lazily, as next/image's would.
 */
export function StaticImage({ loading = "lazy", alt, ...props }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- see above: plain <img> on purpose.
  return <img alt={alt} loading={loading} decoding="async" {...props} />;
}

"use client";

import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel, { type UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState } from "react";
import type * as React from "react";

export type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

/** Embla and autoplay, loaded near the viewport; it drives the server-rendered markup and renders nothing itself. */
export function CarouselEngine({
  viewport,
  delay,
  onReady,
}: {
  viewport: React.RefObject<HTMLElement | null>;
  delay: number;
  onReady: (api: CarouselApi | undefined) => void;
}) {
  const [plugins] = useState(() => [
    Autoplay({
      delay,
      // The carousel starts playback itself, after checking prefers-reduced-motion.
      playOnInit: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
      // With this set the plugin never restarts on its own; the carousel resumes it when hover and focus leave.
      stopOnInteraction: true,
      rootNode: (emblaViewport) => emblaViewport.closest<HTMLElement>("[aria-roledescription='carousel']"),
    }),
  ]);
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true }, plugins);

  useEffect(() => {
    emblaRef(viewport.current);
  }, [emblaRef, viewport]);

  useEffect(() => {
    onReady(emblaApi);
    return () => onReady(undefined);
  }, [emblaApi, onReady]);

  return null;
}

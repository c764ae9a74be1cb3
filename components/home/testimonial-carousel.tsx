"use client";

import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

import { Button } from "@/components/ui/button";

export interface CarouselLabels {
  autoplayDelayMs: number;
  previousLabel: string;
  nextLabel: string;
  pauseLabel: string;
  playLabel: string;
  /** "{n}" and "{total}" are replaced. */
  position: string;
  slideLabel: string;
}

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

function fill(template: string, n: number, total: number) {
  return template.replace("{n}", String(n)).replace("{total}", String(total));
}

/**
 * Looping, autoplaying carousel (APG carousel pattern). The server renders every slide in embla's flex track, so
 * hydration moves nothing. Rotation pauses while hovered or focused, never starts under reduced motion, and the
 * pause button stops it for good.
 */
export function TestimonialCarousel({
  slides,
  labels,
  labelledBy,
}: {
  slides: readonly { id: string; content: ReactNode }[];
  labels: CarouselLabels;
  labelledBy: string;
}) {
  const [plugins] = useState(() => [
    Autoplay({
      delay: labels.autoplayDelayMs,
      playOnInit: false,
      stopOnMouseEnter: true,
      stopOnFocusIn: true,
      // The component resumes rotation itself, so it never restarts against the visitor's wishes.
      stopOnInteraction: true,
      rootNode: (viewport) => viewport.closest<HTMLElement>("[aria-roledescription='carousel']"),
    }),
  ]);
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: true }, plugins);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [userChoice, setUserChoice] = useState<"play" | "pause" | null>(null);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const paused = userChoice ? userChoice === "pause" : reducedMotion;
  const interaction = useRef({ hovered: false, focused: false });
  const regionRef = useRef<HTMLDivElement>(null);

  const sync = useCallback(() => {
    const autoplay = emblaApi?.plugins().autoplay;
    if (!autoplay || emblaApi.scrollSnapList().length < 2) return;
    const { hovered, focused } = interaction.current;
    if (paused || hovered || focused) autoplay.stop();
    else if (!autoplay.isPlaying()) autoplay.play();
  }, [emblaApi, paused]);

  // Reconcile now and after every reInit (embla re-creates the plugin on resize, stopped).
  useEffect(() => {
    sync();
    emblaApi?.on("reInit", sync);
    return () => {
      emblaApi?.off("reInit", sync);
    };
  }, [emblaApi, sync]);

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    emblaApi.on("select", onSelect).on("autoplay:play", onPlay).on("autoplay:stop", onStop);
    return () => {
      emblaApi.off("select", onSelect).off("autoplay:play", onPlay).off("autoplay:stop", onStop);
    };
  }, [emblaApi]);

  const total = slides.length;

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      data-autoplay={emblaApi ? (playing ? "playing" : "stopped") : undefined}
      className="mx-auto max-w-3xl"
      onMouseEnter={() => {
        interaction.current.hovered = true;
        sync();
      }}
      onMouseLeave={() => {
        interaction.current.hovered = false;
        sync();
      }}
      onFocus={() => {
        interaction.current.focused = true;
        sync();
      }}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && regionRef.current?.contains(next))) interaction.current.focused = false;
        sync();
      }}
    >
      <div ref={emblaRef} className="overflow-hidden">
        <div id="testimonial-slides" className="-ml-4 flex touch-pan-y touch-pinch-zoom">
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slideLabel, index + 1, total)}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-between gap-4">
        <p aria-live={playing ? "off" : "polite"} aria-atomic="true" className="font-semibold tabular-nums">
          {fill(labels.position, selected + 1, total)}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={paused ? labels.playLabel : labels.pauseLabel}
            onClick={() => {
              if (paused) interaction.current = { hovered: false, focused: false };
              setUserChoice(paused ? "play" : "pause");
            }}
          >
            {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={labels.previousLabel}
            aria-controls="testimonial-slides"
            onClick={() => emblaApi?.scrollPrev()}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={labels.nextLabel}
            aria-controls="testimonial-slides"
            onClick={() => emblaApi?.scrollNext()}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </div>
  );
}

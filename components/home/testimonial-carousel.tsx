"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { ChevronLeft, ChevronRight, Pause, Play } from "@/components/ui/icon";

import type { CarouselApi, CarouselEngine } from "./carousel-engine";

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

/** APG carousel over server-rendered slides; pauses on hover or focus and never starts itself under reduced motion. */
export function TestimonialCarousel({
  slides,
  labels,
  labelledBy,
}: {
  slides: readonly { id: string; content: ReactNode }[];
  labels: CarouselLabels;
  labelledBy: string;
}) {
  const regionRef = useRef<HTMLDivElement>(null);
  // A ref object, not a state-setting callback ref: that would re-render synchronously inside hydration's commit.
  const viewportRef = useRef<HTMLDivElement>(null);
  const [Engine, setEngine] = useState<typeof CarouselEngine | null>(null);
  const [api, setApi] = useState<CarouselApi>();
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

  // A plain import() near the viewport rather than next/dynamic: no Suspense boundary to wait on.
  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    let active = true;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        import("./carousel-engine").then(
          (mod) => {
            if (active) setEngine(() => mod.CarouselEngine);
          },
          // If the chunk cannot load, the first slide simply stays in place.
          () => undefined,
        );
      },
      { rootMargin: "400px 0px" },
    );
    observer.observe(region);
    return () => {
      active = false;
      observer.disconnect();
    };
  }, []);

  const sync = useCallback(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay || api.scrollSnapList().length < 2) return;
    const { hovered, focused } = interaction.current;
    if (paused || hovered || focused) autoplay.stop();
    else if (!autoplay.isPlaying()) autoplay.play();
  }, [api, paused]);

  // Subscribed before the first sync below, so the first autoplay:play is heard.
  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    api.on("select", onSelect).on("autoplay:play", onPlay).on("autoplay:stop", onStop);
    return () => {
      api.off("select", onSelect).off("autoplay:play", onPlay).off("autoplay:stop", onStop);
    };
  }, [api]);

  // Reconcile now and after every reInit (embla re-creates the plugin, stopped, when sizes change).
  useEffect(() => {
    sync();
    api?.on("reInit", sync);
    return () => {
      api?.off("reInit", sync);
    };
  }, [api, sync]);

  const total = slides.length;

  return (
    <div
      ref={regionRef}
      role="region"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      data-autoplay={api ? (playing ? "playing" : "stopped") : undefined}
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
      <div ref={viewportRef} className="overflow-hidden">
        <div id="testimonial-slides" className="-ml-4 flex touch-pan-y touch-pinch-zoom">
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={fill(labels.slideLabel, index + 1, total)}
              className="slide"
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-between gap-4">
        <p aria-live={playing ? "off" : "polite"} aria-atomic="true" className="font-bold tabular-nums">
          {fill(labels.position, selected + 1, total)}
        </p>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={paused ? labels.playLabel : labels.pauseLabel}
            onClick={() => {
              // Pressing play resumes rotation even though the pointer and focus are on this button.
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
            onClick={() => api?.scrollPrev()}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={labels.nextLabel}
            aria-controls="testimonial-slides"
            onClick={() => api?.scrollNext()}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
      {Engine ? <Engine viewport={viewportRef} delay={labels.autoplayDelayMs} onReady={setApi} /> : null}
    </div>
  );
}

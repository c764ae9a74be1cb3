import { cn } from "@/lib/utils";

/** Height reserved for the booking widget, so the page never shifts when it loads. */
const WIDGET_HEIGHT = 720;

export function BookingWidget({ src, title, className }: { src: string; title: string; className?: string }) {
  return (
    <iframe
      src={src}
      title={title}
      loading="lazy"
      height={WIDGET_HEIGHT}
      style={{ height: WIDGET_HEIGHT }}
      referrerPolicy="strict-origin-when-cross-origin"
      className={cn("block w-full rounded-xl border border-border bg-background shadow-card", className)}
    />
  );
}

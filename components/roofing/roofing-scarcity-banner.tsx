import { MapPin } from "@/components/ui/icon";

/** One roofer per city, with the onboarding spots left this month. */
export function RoofingScarcityBanner({ text }: { text: string }) {
  return (
    <div className="border-b border-orange-200 bg-accent-soft">
      <p className="container-page flex min-h-11 items-center justify-center gap-2 py-2 text-center text-sm font-bold text-accent-hover sm:text-base">
        <MapPin aria-hidden="true" className="size-5 shrink-0" />
        {text}
      </p>
    </div>
  );
}

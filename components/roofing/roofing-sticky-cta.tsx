import { TuckWhileFormShows } from "@/components/layout/tuck-while-form-shows";

import { RoofingFormButton } from "./roofing-form-button";

/** Phone-width bar with the form button; sticky and last, so it never hides the end of the page; off while a form shows. */
export function RoofingStickyCta({ label }: { label: string }) {
  return (
    <div
      data-tuck-on-form=""
      className="sticky bottom-0 z-30 border-t border-border bg-background px-4 py-2 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] md:hidden"
    >
      <RoofingFormButton size="md" className="min-h-11 w-full">
        {label}
      </RoofingFormButton>
      <TuckWhileFormShows />
    </div>
  );
}

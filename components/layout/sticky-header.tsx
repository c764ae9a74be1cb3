import type * as React from "react";

/** Shown once whole (mid-parse it painted half-built); on phones the banner scrolls away (chrome < 15%). */
export function StickyHeader({ banner, children }: { banner?: React.ReactNode; children: React.ReactNode }) {
  return (
    <>
      {banner ? (
        <div className="z-40 md:sticky md:top-0" data-top-banner="">
          {banner}
        </div>
      ) : null}
      <header className="sticky top-0 z-40 shadow-sm" data-show-whole="">
        {children}
        {/* Its last element: the rows show once this is parsed. */}
        <span hidden data-whole-end="" />
      </header>
    </>
  );
}

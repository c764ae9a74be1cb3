import type * as React from "react";

/**
 * A page's sticky header, drawn only once it is whole: a frame painted while it was still being parsed showed it
 * half-built, and its rows moved as the rest came (app/globals.css, `[data-show-whole]`). Its `banner` sits above
 * it: on phones it scrolls away (the chrome stays under 15% of the screen), from 768 px it stays with the header.
 */
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

"use client";

import { useEffect, useRef, useState } from "react";
import type * as React from "react";

const popoverOf = (element: Element | null) => element?.closest<HTMLElement>("[popover]");

/** A popover's body, drawn at its first opening; following a link in it closes the popover, as the page changes. */
export function PopoverBody({ children }: { children: React.ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    const popover = popoverOf(root.current);
    const onToggle = () => setOpened(true);
    popover?.addEventListener("toggle", onToggle, { once: true });
    return () => popover?.removeEventListener("toggle", onToggle);
  }, []);
  return (
    <div
      ref={root}
      // Capture phase: hidden before a link's own handler runs, so a scroll-to-form link lands on a page without the menu.
      onClickCapture={(event) => {
        if (event.target instanceof Element && event.target.closest("a"))
          popoverOf(root.current)?.hidePopover();
      }}
    >
      {opened ? children : null}
    </div>
  );
}

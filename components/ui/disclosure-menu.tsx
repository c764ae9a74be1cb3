"use client";

import { useEffect, useId, useRef, useState } from "react";
import type * as React from "react";

/** A navigation disclosure (WAI's menu pattern): Escape, an outside click, leaving focus or following a link closes it. */
export function DisclosureMenu({
  label,
  className,
  panelClassName,
  children,
}: {
  label: React.ReactNode;
  className: string;
  panelClassName: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      // Escape within the menu (its button or a link, where focus is while it is open) closes it.
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        setOpen(false);
        button.current?.focus();
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className={className}
      >
        {label}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={panelClassName}
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}

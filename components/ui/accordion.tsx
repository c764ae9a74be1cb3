"use client";

import { createContext, use, useId, useState } from "react";
import type * as React from "react";

import { ChevronDown } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

/** The WAI-ARIA accordion (one panel open, collapsible), a few lines instead of 13 KiB of Radix on every FAQ page. */
const AccordionContext = createContext<{ open: string | null; toggle: (value: string) => void } | null>(null);
const ItemContext = createContext<{ value: string; triggerId: string; panelId: string } | null>(null);

function useAccordionItem() {
  const accordion = use(AccordionContext);
  const item = use(ItemContext);
  if (!accordion || !item)
    throw new Error("Accordion parts must be used inside <Accordion> and <AccordionItem>.");
  return { ...item, expanded: accordion.open === item.value, toggle: () => accordion.toggle(item.value) };
}

export function Accordion({
  defaultValue,
  className,
  children,
}: {
  defaultValue?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState<string | null>(defaultValue ?? null);
  const toggle = (value: string) => setOpen((current) => (current === value ? null : value));
  return (
    <AccordionContext value={{ open, toggle }}>
      <div data-slot="accordion" className={className}>
        {children}
      </div>
    </AccordionContext>
  );
}

export function AccordionItem({ value, children }: { value: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <ItemContext value={{ value, triggerId: `${id}-trigger`, panelId: `${id}-panel` }}>
      <div data-slot="accordion-item" className="accordion-item">
        {children}
      </div>
    </ItemContext>
  );
}

export function AccordionTrigger({ children }: { children: React.ReactNode }) {
  const { triggerId, panelId, expanded, toggle } = useAccordionItem();
  return (
    <h3 className="flex">
      <button
        type="button"
        id={triggerId}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={toggle}
        className="accordion-trigger"
      >
        {children}
        <ChevronDown aria-hidden="true" className="accordion-chevron" />
      </button>
    </h3>
  );
}

export function AccordionContent({ className, children }: { className?: string; children: React.ReactNode }) {
  const { triggerId, panelId, expanded } = useAccordionItem();
  return (
    <div
      id={panelId}
      role="region"
      aria-labelledby={triggerId}
      hidden={!expanded}
      data-slot="accordion-content"
    >
      <div className={cn("px-5 pb-5", className)}>{children}</div>
    </div>
  );
}

"use client";

import { X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import type * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A side sheet on the native <dialog> element: the browser provides the modal focus trap, Escape and the top
 * layer, so no dialog library ships to every page.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  className?: string;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className={cn(
        "fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,100vw)] max-w-none overflow-y-auto bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50",
        className,
      )}
    >
      <div className="flex min-h-full flex-col p-6">
        <div className="mb-4 flex items-center justify-between">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-muted"
            aria-label={closeLabel}
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

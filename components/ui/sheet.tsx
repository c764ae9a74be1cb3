"use client";

import { X } from "lucide-react";
import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";

import { cn } from "@/lib/utils";

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

export function SheetContent({
  className,
  children,
  title,
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & { title: string }) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        aria-describedby={undefined}
        className={cn(
          "fixed inset-y-0 right-0 z-50 flex w-[min(22rem,100vw)] flex-col overflow-y-auto bg-background p-6 shadow-xl",
          className,
        )}
        {...props}
      >
        <div className="mb-4 flex items-center justify-between">
          <SheetPrimitive.Title className="text-lg font-bold">{title}</SheetPrimitive.Title>
          <SheetPrimitive.Close
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-muted"
            aria-label="Close menu"
          >
            <X aria-hidden="true" className="size-6" />
          </SheetPrimitive.Close>
        </div>
        {children}
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

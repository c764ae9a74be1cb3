"use client";

import { useId, useRef, useState } from "react";
import type * as React from "react";
import { flushSync } from "react-dom";

/** A side sheet on native <dialog>; its content enters the page at the first open, so a closed sheet costs nothing. */
export function Sheet({
  triggerLabel,
  triggerClassName,
  triggerIcon,
  title,
  closeLabel,
  closeIcon,
  children,
}: {
  triggerLabel: string;
  triggerClassName: string;
  triggerIcon: React.ReactNode;
  title: string;
  closeLabel: string;
  closeIcon: React.ReactNode;
  children: React.ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const titleId = useId();
  const close = () => dialog.current?.close();

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={triggerLabel}
        className={triggerClassName}
        onClick={() => {
          // The content is committed before showModal() so the dialog opens with it, focus and all.
          flushSync(() => {
            setEverOpened(true);
            setOpen(true);
          });
          dialog.current?.showModal();
        }}
      >
        {triggerIcon}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
        // Capture phase: close before a link's own handler, so a scroll-to-form link can move focus out of the modal.
        onClickCapture={(event) => {
          if (event.target instanceof Element && event.target.closest("a")) close();
        }}
        onClick={(event) => {
          // A click on the backdrop (the dialog element itself, outside its content) closes it.
          if (event.target === event.currentTarget) close();
        }}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,100vw)] max-w-none overflow-y-auto bg-background p-0 text-foreground shadow-xl backdrop:bg-black/50"
      >
        <div className="flex min-h-full flex-col p-6">
          <div className="mb-4 flex items-center justify-between">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <button
              type="button"
              onClick={close}
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-muted"
              aria-label={closeLabel}
            >
              {closeIcon}
            </button>
          </div>
          {everOpened ? children : null}
        </div>
      </dialog>
    </>
  );
}

import type * as React from "react";

/**
 * A side sheet on the native popover attribute: opening, closing, Escape and a click outside need no script.
 * Given a PopoverBody, its content enters the page at the first opening: a closed sheet adds nothing to parse.
 */
export function Sheet({
  id,
  triggerLabel,
  triggerClassName,
  triggerIcon,
  title,
  closeLabel,
  closeIcon,
  children,
}: {
  id: string;
  triggerLabel: string;
  triggerClassName: string;
  triggerIcon: React.ReactNode;
  title: string;
  closeLabel: string;
  closeIcon: React.ReactNode;
  children: React.ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <>
      <button
        type="button"
        popoverTarget={id}
        aria-haspopup="dialog"
        aria-label={triggerLabel}
        className={triggerClassName}
      >
        {triggerIcon}
      </button>
      <div id={id} popover="auto" role="dialog" aria-labelledby={titleId} className="sheet">
        <div className="flex min-h-full flex-col p-6">
          <div className="mb-4 flex items-center justify-between">
            <h2 id={titleId} className="text-lg font-bold">
              {title}
            </h2>
            <button
              type="button"
              popoverTarget={id}
              popoverTargetAction="hide"
              className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-muted"
              aria-label={closeLabel}
            >
              {closeIcon}
            </button>
          </div>
          {children}
        </div>
      </div>
    </>
  );
}

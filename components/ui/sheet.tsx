import type * as React from "react";

/** Native popover (no script to open or close); a PopoverBody's content enters the page at first opening. */
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
        <div className="sheet-body">
          <div className="sheet-head">
            <h2 id={titleId}>{title}</h2>
            <button
              type="button"
              popoverTarget={id}
              popoverTargetAction="hide"
              className="sheet-button"
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

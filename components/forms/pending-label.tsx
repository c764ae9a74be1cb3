import type * as React from "react";

import { LoaderCircle } from "@/components/ui/icon";

/** A submit button's content: a spinner and the in-flight label while pending, otherwise its normal label. */
export function PendingLabel({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: React.ReactNode;
}) {
  if (!pending) return <>{children}</>;
  return (
    <>
      <LoaderCircle aria-hidden="true" className="animate-spin" />
      {pendingLabel}
    </>
  );
}

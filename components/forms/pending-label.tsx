import type * as React from "react";

import { LoaderCircle } from "@/components/ui/icon";

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

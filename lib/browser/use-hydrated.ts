"use client";

import { startTransition, useEffect, useState } from "react";

// Not useSyncExternalStore: its hydration mismatch forces a long synchronous re-render; a transition yields.
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

"use client";

import { startTransition, useEffect, useState } from "react";

/**
 * False during the server render and hydration, true once React runs in the browser.
 *
 * Set from an effect in a transition rather than read from `useSyncExternalStore`: the store's server/client
 * mismatch makes React re-render synchronously at the end of hydration's commit, in the same task (one long
 * task on a phone); a transition re-renders afterwards in short slices that yield to the visitor's input.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

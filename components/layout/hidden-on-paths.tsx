"use client";

import { usePathname } from "next/navigation";
import type * as React from "react";

/** Renders its children except on the given paths and below them (decided on the server too, per route). */
export function HiddenOnPaths({ paths, children }: { paths: readonly string[]; children: React.ReactNode }) {
  const pathname = usePathname();
  const hidden = paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  return hidden ? null : children;
}

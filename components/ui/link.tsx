"use client";

import NextLink from "next/link";
import { type ComponentProps } from "react";

/** No viewport prefetch: it cost phones at start-up (RouteEffects prefetches on intent instead). */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}

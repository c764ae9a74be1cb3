"use client";

import NextLink from "next/link";
import { type ComponentProps } from "react";

/**
 * next/link without viewport prefetching, which cost phones at start-up; RouteEffects prefetches on intent instead.
 * A client module, so the setting lives in its code rather than in every link's props in the RSC payload.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}

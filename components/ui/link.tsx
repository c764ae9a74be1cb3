import NextLink from "next/link";
import { type ComponentProps } from "react";

/**
 * The site's internal link: next/link (client-side navigation) without its viewport prefetching. On a phone that
 * prefetching fetches and decodes the route of every link that scrolls into view while the page is still starting
 * up; `RouteEffects` prefetches on intent instead (a hover, a touch, focus) and the key routes once the visitor
 * engages. Usable from server and client components alike.
 */
export function Link(props: ComponentProps<typeof NextLink>) {
  return <NextLink prefetch={false} {...props} />;
}

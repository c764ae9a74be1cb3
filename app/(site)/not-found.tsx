import { NotFoundContent } from "@/components/layout/not-found-content";

/** notFound() inside the site's pages (and client navigations to a missing page): the layout adds the chrome. */
export default function NotFound() {
  return <NotFoundContent />;
}

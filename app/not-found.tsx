import { Link } from "@/components/ui/link";
import { notFoundCopy } from "@/content/site-sections";

/**
 * The root boundary, reached only by notFound() outside the site's pages (missing URLs get global-not-found.tsx, the
 * site's pages their own). Small on purpose: every page's payload carries this tree (Next's default weighs 1 KB).
 */
export default function NotFound() {
  return (
    <main id="main" className="container-page py-16">
      <h1 className="text-3xl font-bold">{notFoundCopy.title}</h1>
      <Link href="/" className="btn btn-primary mt-6">
        {notFoundCopy.homeLabel}
      </Link>
    </main>
  );
}

import { buttonVariants } from "@/components/ui/button";
import { House } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { notFoundCopy } from "@/content/site-sections";

import { LogMissingPath } from "./log-missing-path";

/** The body of the 404 page (SPEC 2), shared by the global 404 and the site's not-found boundary. */
export function NotFoundContent() {
  return (
    <>
      <section className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-6 py-20 text-center">
        <p className="text-7xl font-extrabold text-primary">404</p>
        <h1 className="text-4xl">{notFoundCopy.title}</h1>
        <p className="max-w-xl text-lg text-muted-foreground">{notFoundCopy.text}</p>
        <Link href="/" className={buttonVariants({ size: "lg" })}>
          <House aria-hidden="true" />
          {notFoundCopy.homeLabel}
        </Link>
      </section>
      <LogMissingPath />
    </>
  );
}

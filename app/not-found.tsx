import { House } from "lucide-react";
import Link from "next/link";

import { LogMissingPath } from "@/components/layout/log-missing-path";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { buttonVariants } from "@/components/ui/button";
import { notFoundCopy } from "@/content/site-sections";

export const metadata = { title: "Page not found", robots: { index: false, follow: true } };

export default function NotFound() {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        <section className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-6 py-20 text-center">
          <p className="text-7xl font-extrabold text-primary">404</p>
          <h1 className="text-4xl">{notFoundCopy.title}</h1>
          <p className="max-w-xl text-lg text-muted-foreground">{notFoundCopy.text}</p>
          <Link href="/" className={buttonVariants({ size: "lg" })}>
            <House aria-hidden="true" />
            {notFoundCopy.homeLabel}
          </Link>
        </section>
      </main>
      <SiteFooter />
      <LogMissingPath />
    </>
  );
}

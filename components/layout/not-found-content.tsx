import { PhoneNumber } from "@/components/shared/contact-text";
import { buttonVariants } from "@/components/ui/button";
import { Briefcase, FileText, House, Phone } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { siteConfig } from "@/content/site";
import { notFoundCopy } from "@/content/site-sections";

import { LogMissingPath } from "./log-missing-path";

export function NotFoundContent() {
  return (
    <>
      <section className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-6 py-20 text-center">
        <p className="text-7xl font-bold text-primary">404</p>
        <h1 className="text-4xl">{notFoundCopy.title}</h1>
        <p className="max-w-xl text-base text-muted-foreground sm:text-lg">{notFoundCopy.text}</p>
        <Link href="/" className={buttonVariants({ size: "lg" })}>
          <House aria-hidden="true" />
          {notFoundCopy.homeLabel}
        </Link>
        <ul role="list" className="mt-4 grid w-full max-w-2xl gap-3 sm:grid-cols-3">
          <li>
            <Link href="/services" className="tile-link">
              <Briefcase aria-hidden="true" className="size-5 text-primary" />
              {notFoundCopy.servicesLabel}
            </Link>
          </li>
          <li>
            <Link href="/blog" className="tile-link">
              <FileText aria-hidden="true" className="size-5 text-primary" />
              {notFoundCopy.blogLabel}
            </Link>
          </li>
          <li>
            <a
              href={siteConfig.phone.href}
              className="tile-link flex-wrap"
              aria-label={`${notFoundCopy.callLabel}: ${siteConfig.phone.display}`}
            >
              <Phone aria-hidden="true" className="size-5 text-primary" />
              <PhoneNumber />
            </a>
          </li>
        </ul>
      </section>
      <LogMissingPath />
    </>
  );
}

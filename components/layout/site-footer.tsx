import { AdsOptOut } from "@/components/consent/ads-opt-out";
import { EmailAddress, PhoneNumber } from "@/components/shared/contact-text";
import { Clock, Mail, MapPin, Phone } from "@/components/ui/icon";
import { footerNav } from "@/content/navigation";
import { fullAddress, mailtoHref, siteConfig } from "@/content/site";
import { footerCopy } from "@/content/site-sections";

import { FooterLinks } from "./footer-links";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    // The top rule separates the footer from a dark closing section above it.
    <footer className="border-t border-white/15 bg-navy text-white">
      <div className="container-page grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-2">
          <Logo tone="light" />
          <p className="mt-4 max-w-md text-white/80">{footerCopy.about}</p>
          <SocialLinks tone="light" className="mt-4 -ml-2" />
        </div>
        <FooterLinks title={footerCopy.companyTitle} links={footerNav.company} />
        <FooterLinks title={footerCopy.servicesTitle} links={footerNav.services} />
        <div className="flex flex-col gap-8">
          <div>
            <h2 className="footer-title">{footerCopy.contactTitle}</h2>
            <ul className="flex flex-col gap-2 text-white/80">
              <li>
                <a href={siteConfig.phone.href} className="footer-contact">
                  <Phone aria-hidden="true" className="size-4" />
                  <PhoneNumber />
                </a>
              </li>
              <li>
                <a href={mailtoHref} className="footer-contact">
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  <EmailAddress />
                </a>
              </li>
              <li className="flex gap-2">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
                <span>{fullAddress}</span>
              </li>
              <li className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4" />
                <span>{siteConfig.hours}</span>
              </li>
            </ul>
          </div>
          <div className="flex flex-col gap-3">
            <FooterLinks title={footerCopy.legalTitle} links={footerNav.legal} />
            <AdsOptOut />
          </div>
        </div>
      </div>
      <div className="border-t border-white/15">
        {/* Room below the last line on a phone, where the chat button floats over the page's corner. */}
        <p className="container-page pt-6 pb-20 text-sm text-white/75 sm:pb-6">
          {footerCopy.copyright(year)}
        </p>
      </div>
    </footer>
  );
}

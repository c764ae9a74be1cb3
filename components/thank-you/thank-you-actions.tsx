import { PhoneLabel } from "@/components/shared/contact-text";
import { buttonVariants } from "@/components/ui/button";
import { House, Phone, TrendingUp } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { siteConfig } from "@/content/site";
import { thankYouPage } from "@/content/thank-you";

export function ThankYouActions() {
  const { buttons } = thankYouPage;
  return (
    <div className="mt-12 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center">
      <a href={siteConfig.phone.href} className={buttonVariants({ variant: "accent", size: "lg" })}>
        <Phone aria-hidden="true" />
        <PhoneLabel label={`${buttons.call}:`} />
      </a>
      <Link href="/results" className={buttonVariants({ variant: "primary", size: "lg" })}>
        <TrendingUp aria-hidden="true" />
        {buttons.results}
      </Link>
      <Link href="/" className={buttonVariants({ variant: "outline", size: "lg" })}>
        <House aria-hidden="true" />
        {buttons.home}
      </Link>
    </div>
  );
}

import { EmailAddress, PhoneLabel } from "@/components/shared/contact-text";
import { buttonVariants } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Mail, Phone } from "@/components/ui/icon";
import type { FinalThankYouPageContent } from "@/content/roofing";
import { mailtoHref, siteConfig } from "@/content/site";

type ContactCopy = Pick<FinalThankYouPageContent["reschedule"], "callLabel" | "emailLabel">;

/** Call and email buttons: the way to change a call, or to book one, with a person. */
export function CallOrEmail({ copy }: { copy: ContactCopy }) {
  return (
    <ul className="flex flex-col gap-3">
      <li>
        <a
          href={siteConfig.phone.href}
          className={buttonVariants({ variant: "primary", className: "w-full" })}
        >
          <Phone aria-hidden="true" />
          <PhoneLabel label={copy.callLabel} />
        </a>
      </li>
      <li>
        <a href={mailtoHref} className={buttonVariants({ variant: "outline", className: "w-full" })}>
          <Mail aria-hidden="true" />
          {/* One piece of text, so it wraps between words, not as a column per flex item. */}
          <span>
            {copy.emailLabel} <EmailAddress />
          </span>
        </a>
      </li>
    </ul>
  );
}

export function RescheduleCard({
  reschedule,
  children,
}: {
  reschedule: FinalThankYouPageContent["reschedule"];
  /** Another way forward, above the call and email buttons. */
  children?: React.ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-4">
      <h2 className="text-2xl">{reschedule.title}</h2>
      <p className="text-muted-foreground">{reschedule.text}</p>
      {children}
      <CallOrEmail copy={reschedule} />
    </Card>
  );
}

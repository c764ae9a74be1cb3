import { EmailAddress, PhoneNumber } from "@/components/shared/contact-text";
import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";
import { buttonVariants } from "@/components/ui/button";
import { CardDescription, CardTitle } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { contactPage, quickMessageSectionId, type ContactCard, type ContactCardId } from "@/content/contact";
import { fullAddress, mailtoHref, siteConfig } from "@/content/site";
import { cn } from "@/lib/utils";

const actionClass = "mt-auto w-full";

function CardDetail({ id }: { id: ContactCardId }) {
  const className = "font-bold text-foreground [overflow-wrap:anywhere]";
  switch (id) {
    case "call":
      return (
        <p className={cn(className, "text-lg")}>
          <PhoneNumber />
        </p>
      );
    case "email":
      return (
        <p className={cn(className, "text-base")}>
          <EmailAddress />
        </p>
      );
    case "location":
      return <address className={cn(className, "text-lg not-italic")}>{fullAddress}</address>;
    case "strategy-call":
      return <p className={cn(className, "text-lg")}>{contactPage.strategyCall.length}</p>;
  }
}

function CardAction({ card }: { card: ContactCard }) {
  switch (card.id) {
    case "call":
      return (
        <a href={siteConfig.phone.href} className={cn(buttonVariants({ variant: "primary" }), actionClass)}>
          {card.actionLabel}
        </a>
      );
    case "email":
      return (
        <a href={mailtoHref} className={cn(buttonVariants({ variant: "primary" }), actionClass)}>
          {card.actionLabel}
        </a>
      );
    case "location":
      return (
        <a
          href={`#${quickMessageSectionId}`}
          className={cn(buttonVariants({ variant: "outline" }), actionClass)}
        >
          {card.actionLabel}
        </a>
      );
    case "strategy-call":
      return (
        <ScrollToFormButton variant="accent" fallbackHref="#lead-form" className={actionClass}>
          {card.actionLabel}
        </ScrollToFormButton>
      );
  }
}

export function ContactCards() {
  return (
    <section aria-labelledby="contact-cards-title" className="bg-background py-16 sm:py-20">
      <div className="container-page">
        <h2 id="contact-cards-title" className="sr-only">
          {contactPage.cardsTitle}
        </h2>
        <ul role="list" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {contactPage.cards.map((card) => (
            <li key={card.id} className="card flex flex-col gap-4">
              <span className="flex size-12 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Icon name={card.icon} className="size-6" />
              </span>
              <CardTitle>{card.title}</CardTitle>
              <CardDescription>{card.description}</CardDescription>
              <CardDetail id={card.id} />
              <CardAction card={card} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

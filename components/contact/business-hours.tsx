import { Clock } from "@/components/ui/icon";
import { contactPage } from "@/content/contact";
import { siteConfig } from "@/content/site";

export function BusinessHours() {
  return (
    <section aria-labelledby="business-hours-title" className="card flex gap-4">
      <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
        <Clock aria-hidden="true" className="size-6" />
      </span>
      <div className="flex flex-col gap-1">
        <h2 id="business-hours-title" className="text-xl">
          {contactPage.hours.title}
        </h2>
        <p className="text-2xl font-bold text-primary">{siteConfig.hours}</p>
        <p className="text-muted-foreground">{contactPage.hours.text}</p>
      </div>
    </section>
  );
}

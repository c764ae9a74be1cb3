import { Badge } from "@/components/ui/badge";
import { CircleCheck } from "@/components/ui/icon";

/** Top of /roofing-google-ads/final-thank-you: the call is booked. */
export function CallConfirmedHero({
  badge,
  title,
  subtitle,
}: {
  badge: string;
  title: string;
  subtitle: string;
}) {
  return (
    <section
      aria-labelledby="call-confirmed-title"
      className="bg-gradient-to-b from-success-soft to-background py-14 sm:py-20"
    >
      <div className="container-page flex max-w-3xl flex-col items-center gap-5 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success text-white">
          <CircleCheck aria-hidden="true" className="size-9" />
        </span>
        <Badge variant="success">{badge}</Badge>
        <h1 id="call-confirmed-title" className="text-4xl text-navy sm:text-5xl">
          {title}
        </h1>
        <p className="text-base text-muted-foreground sm:text-xl">{subtitle}</p>
      </div>
    </section>
  );
}

import { Badge } from "@/components/ui/badge";
import { CircleCheck } from "@/components/ui/icon";

export function CallConfirmedHero({
  badge,
  step,
  title,
  subtitle,
}: {
  badge: string;
  step: string;
  title: string;
  subtitle: string;
}) {
  return (
    <section
      aria-labelledby="call-confirmed-title"
      className="bg-gradient-to-b from-success-soft to-background py-6 sm:py-14"
    >
      <div className="container-page flex max-w-3xl flex-col items-center gap-3 text-center sm:gap-5">
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-full bg-success text-white sm:size-16">
            <CircleCheck aria-hidden="true" className="size-6 sm:size-9" />
          </span>
          <Badge variant="success">{badge}</Badge>
        </div>
        <p className="text-sm font-bold text-muted-foreground">{step}</p>
        <h1 id="call-confirmed-title" className="text-3xl text-navy sm:text-5xl">
          {title}
        </h1>
        <p className="text-base text-muted-foreground max-sm:hidden sm:text-xl">{subtitle}</p>
      </div>
    </section>
  );
}

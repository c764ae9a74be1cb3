import { CircleCheck } from "@/components/ui/icon";
import { cn } from "@/lib/utils";

/** The final page's first screen: the booked call's heading, or (booked false) what to do without one. */
export function CallConfirmedHero({
  progress,
  title,
  subtitle,
  booked,
}: {
  progress?: React.ReactNode;
  title: string;
  subtitle: string;
  booked: boolean;
}) {
  return (
    <section
      aria-labelledby="call-confirmed-title"
      className={cn(
        "bg-gradient-to-b to-background py-6 sm:py-14",
        booked ? "from-success-soft" : "from-primary-soft",
      )}
    >
      <div className="container-page flex max-w-3xl flex-col items-center gap-3 text-center sm:gap-5">
        {booked ? (
          <span className="flex size-10 items-center justify-center rounded-full bg-success text-white sm:size-16">
            <CircleCheck aria-hidden="true" className="size-6 sm:size-9" />
          </span>
        ) : null}
        {/* Its own width: the indicator sizes itself by its container, which would shrink to nothing here. */}
        {progress ? <div className="w-full max-w-xl">{progress}</div> : null}
        <h1 id="call-confirmed-title" className="text-3xl text-navy sm:text-5xl">
          {title}
        </h1>
        <p className={cn("text-base text-muted-foreground sm:text-xl", booked && "max-sm:hidden")}>
          {subtitle}
        </p>
      </div>
    </section>
  );
}

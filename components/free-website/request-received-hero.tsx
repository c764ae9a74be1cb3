import { Badge } from "@/components/ui/badge";
import { CircleCheck } from "@/components/ui/icon";

/** Top of /free-website/thank-you: the request is in, with the confirmation badges. */
export function RequestReceivedHero({
  title,
  subtitle,
  badges,
}: {
  title: string;
  subtitle: string;
  badges: readonly string[];
}) {
  return (
    <section
      aria-labelledby="request-received-title"
      className="bg-gradient-to-b from-success-soft to-background py-14 sm:py-20"
    >
      <div className="container-page flex max-w-3xl flex-col items-center gap-5 text-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-success text-white">
          <CircleCheck aria-hidden="true" className="size-9" />
        </span>
        <h1 id="request-received-title" className="text-4xl text-navy sm:text-5xl">
          {title}
        </h1>
        <p className="text-lg text-muted-foreground sm:text-xl">{subtitle}</p>
        <ul className="flex flex-wrap justify-center gap-2">
          {badges.map((badge) => (
            <li key={badge}>
              <Badge variant="success">
                <CircleCheck aria-hidden="true" />
                {badge}
              </Badge>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

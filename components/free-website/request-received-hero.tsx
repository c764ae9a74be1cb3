import { Hero } from "@/components/shared/hero";
import { Badge } from "@/components/ui/badge";
import { CircleCheck } from "@/components/ui/icon";

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
    <Hero
      layout="center"
      tone="success"
      titleId="request-received-title"
      title={title}
      subtitle={subtitle}
      lead={
        <span className="flex size-16 items-center justify-center rounded-full bg-success text-white">
          <CircleCheck aria-hidden="true" className="size-9" />
        </span>
      }
    >
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
    </Hero>
  );
}

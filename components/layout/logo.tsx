import { Link } from "@/components/ui/link";
import { siteConfig } from "@/content/site";
import { cn } from "@/lib/utils";

import { LogoMark } from "./logo-mark";

/** `compact`: beside a call link and a button, a smaller name on two lines on phones and the mark alone below 375 px. */
export function Logo({
  className,
  tone = "dark",
  compact = false,
}: {
  className?: string;
  tone?: "dark" | "light";
  compact?: boolean;
}) {
  return (
    <Link
      href="/"
      className={cn("inline-flex min-h-11 items-center gap-2", className)}
      aria-label={`${siteConfig.name} home`}
    >
      <LogoMark />
      <span
        className={cn(
          "text-lg leading-none font-bold tracking-tight",
          tone === "light" ? "text-white" : "text-navy",
          // On a phone the name stacks on two deliberate lines, so the call link and the button beside it fit.
          compact && "max-[374px]:hidden max-sm:max-w-24 max-sm:text-sm",
        )}
      >
        {siteConfig.name}
      </span>
    </Link>
  );
}

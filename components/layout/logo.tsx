"use client";

import { Link } from "@/components/ui/link";
import { siteConfig } from "@/content/site";
import { cn } from "@/lib/utils";

/**
 * A client leaf: the mark's drawing lives in the script, cached once, not in every page's RSC payload.
 * `compact`: beside a call link and a button, a smaller name on two lines on phones and the mark alone below 375 px. */
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
      <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path
          d="M16 6c-2.5 3-3.5 5.5-3.5 8 0 2 1.5 3.5 3.5 3.5s3.5-1.5 3.5-3.5c0-2.5-1-5-3.5-8Z"
          fill="#fff"
        />
        <path d="M9 15c0 4.5 3 8 7 8s7-3.5 7-8c-2 2.5-4.3 3.8-7 3.8S11 17.5 9 15Z" fill="#bfdbfe" />
        <rect x="15" y="22" width="2" height="5" rx="1" fill="#fff" />
      </svg>
      <span
        className={cn(
          "text-lg leading-none font-extrabold tracking-tight",
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

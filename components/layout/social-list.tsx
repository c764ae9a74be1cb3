"use client";

import { ICON_SPRITE_PATH } from "@/components/ui/icon";
import type { SocialIcon } from "@/content/site";

/** One profile link as the list draws it: no content module needed, so the browser-side menu can draw it too. */
export interface SocialLink {
  href: string;
  icon: SocialIcon;
  label: string;
}

/** A client leaf so that a page carries only its links' data, not their markup, in the RSC payload. */
export function SocialList({
  links,
  className,
  tone = "dark",
}: {
  links: readonly SocialLink[];
  className?: string;
  tone?: "dark" | "light";
}) {
  return (
    <ul className={className ? `flex items-center gap-1 ${className}` : "flex items-center gap-1"}>
      {links.map((social) => (
        <li key={social.icon}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={social.label}
            className={tone === "dark" ? "social-link" : "social-link social-link-light"}
          >
            <svg aria-hidden="true" className="brand-icon">
              <use href={`${ICON_SPRITE_PATH}#${social.icon}`} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

"use client";

import { Link } from "@/components/ui/link";
import { ICON_SPRITE_PATH } from "@/components/ui/sprite-path";
import type { SocialIcon } from "@/content/site";

export interface ChromeLink {
  href: string;
  label: string;
  icon?: SocialIcon;
}

/** A client leaf, so each page's payload carries the links as data, not their markup. */
export const LinkItems = ({ links, className }: { links: readonly ChromeLink[]; className: string }) =>
  links.map((link) => (
    <li key={link.href}>
      {link.icon ? (
        <a
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={link.label}
          className={className}
        >
          <svg aria-hidden="true" className="brand-icon">
            <use href={`${ICON_SPRITE_PATH}#${link.icon}`} />
          </svg>
        </a>
      ) : (
        <Link href={link.href} className={className}>
          {link.label}
        </Link>
      )}
    </li>
  ));

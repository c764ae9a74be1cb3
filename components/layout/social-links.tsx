import { ICON_SPRITE_PATH } from "@/components/ui/icon";
import { siteConfig } from "@/content/site";
import { newTabHint } from "@/content/site-sections";
import { cn } from "@/lib/utils";

export function SocialLinks({ className, tone = "dark" }: { className?: string; tone?: "dark" | "light" }) {
  return (
    <ul className={cn("flex items-center gap-1", className)}>
      {siteConfig.socials.map((social) => (
        <li key={social.name}>
          <a
            href={social.href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${siteConfig.name} on ${social.name} ${newTabHint}`}
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

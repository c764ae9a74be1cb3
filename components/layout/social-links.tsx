import { siteConfig } from "@/content/site";
import { newTabHint } from "@/content/site-sections";

import type { ChromeLink } from "./link-items";
import { SocialList } from "./social-list";

/** The agency's profiles, with the labels a screen reader announces: one array, which the payload then carries once. */
export const socialLinks: readonly ChromeLink[] = siteConfig.socials.map((social) => ({
  href: social.href,
  icon: social.icon,
  label: `${siteConfig.name} on ${social.name} ${newTabHint}`,
}));

export function SocialLinks(props: { className?: string; tone?: "dark" | "light" }) {
  return <SocialList links={socialLinks} {...props} />;
}

import { LinkItems, type ChromeLink } from "./link-items";

export function SocialList({
  links,
  className,
  tone = "dark",
}: {
  links: readonly ChromeLink[];
  className?: string;
  tone?: "dark" | "light";
}) {
  return (
    <ul className={className ? `flex items-center gap-1 ${className}` : "flex items-center gap-1"}>
      <LinkItems
        links={links}
        className={tone === "dark" ? "social-link" : "social-link social-link-light"}
      />
    </ul>
  );
}

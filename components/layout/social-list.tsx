import { LinkItems, type ChromeLink } from "./link-items";

/** The agency's profiles as icon links; drawn by the footer on the server and by the mobile menu in the browser. */
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

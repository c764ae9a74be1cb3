import { Link } from "@/components/ui/link";
import type { NavLink } from "@/content/navigation";

/** Menu links as list items, each with the menu's link class. */
export const NavItems = ({ links, className }: { links: readonly NavLink[]; className: string }) =>
  links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} className={className}>
        {link.label}
      </Link>
    </li>
  ));

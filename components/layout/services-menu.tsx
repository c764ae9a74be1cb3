import { DisclosureMenu } from "@/components/ui/disclosure-menu";
import { ChevronDown } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { serviceNav } from "@/content/navigation";
import { headerCopy } from "@/content/site-sections";

/** The header's Services dropdown: links rendered here, opened and closed by the DisclosureMenu leaf. */
export function ServicesMenu() {
  return (
    <DisclosureMenu
      label={
        <>
          {headerCopy.servicesLabel}
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition-transform group-aria-expanded:rotate-180"
          />
        </>
      }
      className="group nav-link cursor-pointer gap-1 aria-expanded:text-primary"
      panelClassName="absolute top-full left-0 z-50 mt-2 min-w-64 rounded-xl border border-border bg-background p-2 shadow-xl"
    >
      <ul>
        <li className="mb-1 border-b border-border pb-1">
          <Link href="/services" className="menu-item font-semibold text-primary">
            {headerCopy.viewAllServices}
          </Link>
        </li>
        {serviceNav.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="menu-item">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </DisclosureMenu>
  );
}

import { DisclosureMenu } from "@/components/ui/disclosure-menu";
import { ChevronDown } from "@/components/ui/icon";
import { Link } from "@/components/ui/link";
import { serviceNav } from "@/content/navigation";
import { headerCopy } from "@/content/site-sections";

const itemClass =
  "flex min-h-10 items-center rounded-md px-3 py-2 text-base hover:bg-primary-soft hover:text-primary-hover focus-visible:bg-primary-soft";

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
      className="group inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-md px-3 font-semibold text-foreground hover:text-primary aria-expanded:text-primary"
      panelClassName="absolute top-full left-0 z-50 mt-2 min-w-64 rounded-xl border border-border bg-background p-2 shadow-xl"
    >
      <ul>
        <li className="mb-1 border-b border-border pb-1">
          <Link href="/services" className={`${itemClass} font-semibold text-primary`}>
            {headerCopy.viewAllServices}
          </Link>
        </li>
        {serviceNav.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className={itemClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </DisclosureMenu>
  );
}

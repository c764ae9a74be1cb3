"use client";

import { Menu, Phone } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { ScrollToFormButton } from "@/components/shared/scroll-to-form-button";
import { Sheet } from "@/components/ui/sheet";
import type { NavLink } from "@/content/navigation";

interface MobileMenuProps {
  menuLabel: string;
  servicesLabel: string;
  viewAllServices: string;
  before: readonly NavLink[];
  services: readonly NavLink[];
  after: readonly NavLink[];
  ctaLabel: string;
  phone: { display: string; href: string };
}

export function MobileMenu(props: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const linkClass = "flex min-h-11 items-center rounded-md px-3 text-base font-semibold hover:bg-muted";
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md hover:bg-muted lg:hidden"
        aria-label={`Open ${props.menuLabel.toLowerCase()}`}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <Sheet open={open} onOpenChange={setOpen} title={props.menuLabel} closeLabel={`Close ${props.menuLabel.toLowerCase()}`}>
        <nav aria-label="Mobile">
          <ul className="flex flex-col gap-1">
            {props.before.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass} onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <p className="px-3 pt-3 pb-1 text-sm font-bold tracking-wide text-muted-foreground uppercase">
                {props.servicesLabel}
              </p>
              <ul className="flex flex-col">
                <li>
                  <Link href="/services" className={`${linkClass} text-primary`} onClick={close}>
                    {props.viewAllServices}
                  </Link>
                </li>
                {props.services.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className={`${linkClass} font-medium`} onClick={close}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
            {props.after.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={linkClass} onClick={close}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-6 flex flex-col gap-3">
          <a href={props.phone.href} className={`${linkClass} justify-center gap-2 border border-border`}>
            <Phone aria-hidden="true" className="size-5" />
            {props.phone.display}
          </a>
          <ScrollToFormButton onClick={close}>{props.ctaLabel}</ScrollToFormButton>
        </div>
      </Sheet>
    </>
  );
}

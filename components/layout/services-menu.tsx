"use client";

import { ChevronDown } from "lucide-react";
import Link from "next/link";

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { NavLink } from "@/content/navigation";

export function ServicesMenu({
  label,
  viewAllLabel,
  links,
}: {
  label: string;
  viewAllLabel: string;
  links: readonly NavLink[];
}) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-md px-3 font-semibold text-foreground hover:text-primary data-[state=open]:text-primary">
        {label}
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuItem asChild>
          <Link href="/services" className="font-semibold text-primary">
            {viewAllLabel}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        {links.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link href={link.href}>{link.label}</Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

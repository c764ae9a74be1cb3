import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { siteConfig } from "@/content/site";

import { ActionForm } from "./action-form";

export function AdminHeader({ email }: { email?: string }) {
  return (
    <header className="bg-navy text-navy-foreground">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="font-bold">
          {siteConfig.name} · {adminCopy.name}
        </p>
        {email ? (
          <div className="flex items-center gap-3 text-sm">
            <span className="hidden sm:inline">{email}</span>
            <ActionForm path="sign-out" label={adminCopy.account.signOut} variant="secondary" />
          </div>
        ) : null}
      </div>
      {email ? (
        <nav aria-label="Console" className="mx-auto max-w-6xl overflow-x-auto px-2 pb-2">
          <ul className="flex gap-1">
            {adminCopy.nav.map((item) => (
              <li key={item.href}>
                <Link
                  href={item.href}
                  className="block rounded-md px-3 py-2 text-sm font-bold whitespace-nowrap hover:bg-white/15"
                >
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

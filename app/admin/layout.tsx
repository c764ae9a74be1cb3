import "../globals.css";

import type { Metadata } from "next";

import { AdminHeader } from "@/components/admin/admin-header";
import { adminCopy } from "@/content/admin";
import { adminRequest } from "@/lib/admin/request";

// The console is no page for search engines.
export const metadata: Metadata = {
  title: { default: adminCopy.name, template: `%s | ${adminCopy.name}` },
  robots: { index: false, follow: false },
};

export const dynamic = "force-dynamic";

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  const { session } = await adminRequest({ originRequired: false });
  return (
    <div className="min-h-dvh bg-muted">
      <AdminHeader email={session?.email} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}

import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AdminPage, Panel } from "@/components/admin/admin-page";
import { PasskeyButton } from "@/components/admin/passkey-button";
import { adminCopy } from "@/content/admin";
import { ADMIN_PATHS } from "@/lib/admin/config";
import { adminRequest } from "@/lib/admin/request";

export const metadata: Metadata = { title: "Sign in" };

export default async function SignInPage() {
  if ((await adminRequest({ originRequired: false })).session) redirect(ADMIN_PATHS.leads);
  return (
    <AdminPage title={adminCopy.signIn.title}>
      <Panel>
        <p className="mb-4">{adminCopy.signIn.intro}</p>
        <PasskeyButton mode="sign-in" label={adminCopy.signIn.button} />
      </Panel>
    </AdminPage>
  );
}

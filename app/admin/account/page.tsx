import type { Metadata } from "next";

import { AdminPage, Panel } from "@/components/admin/admin-page";
import { PasskeyButton } from "@/components/admin/passkey-button";
import { adminCopy } from "@/content/admin";
import { formatWhen } from "@/lib/admin/format";
import { requireAdminPage } from "@/lib/admin/request";
import { getServerEnv } from "@/lib/env";

export const metadata: Metadata = { title: "Account" };

export default async function AccountPage() {
  const { store, session } = await requireAdminPage();
  const timeZone = getServerEnv().BOOKING_TIME_ZONE;
  const passkeys = await store.admin.credentialsOf(session.userId);
  return (
    <AdminPage title={adminCopy.account.title}>
      <Panel title={adminCopy.account.passkeys}>
        <p className="mb-3 text-sm">{session.email}</p>
        <ul className="mb-4 flex flex-col gap-1 text-sm">
          {passkeys.map((passkey, index) => (
            <li key={passkey.id}>
              Passkey {index + 1}: added {formatWhen(passkey.createdAt, timeZone)}, last used{" "}
              {formatWhen(passkey.lastUsedAt, timeZone)}
            </li>
          ))}
        </ul>
        <PasskeyButton mode="add" label={adminCopy.account.add} />
      </Panel>
    </AdminPage>
  );
}

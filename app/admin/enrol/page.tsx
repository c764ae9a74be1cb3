import type { Metadata } from "next";

import { AdminPage, Panel } from "@/components/admin/admin-page";
import { PasskeyButton } from "@/components/admin/passkey-button";
import { adminCopy } from "@/content/admin";

export const metadata: Metadata = { title: "Enrol" };

/** The invite's token is in the link's fragment, read by the browser only (components/admin/passkey-button.tsx). */
export default function EnrolPage() {
  return (
    <AdminPage title={adminCopy.enrol.title}>
      <Panel>
        <p className="mb-4">{adminCopy.enrol.intro}</p>
        <PasskeyButton mode="enrol" label={adminCopy.enrol.button} />
      </Panel>
    </AdminPage>
  );
}

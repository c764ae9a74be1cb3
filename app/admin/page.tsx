import { redirect } from "next/navigation";

import { ADMIN_PATHS } from "@/lib/admin/config";
import { requireAdminPage } from "@/lib/admin/request";

export default async function AdminHome() {
  await requireAdminPage();
  redirect(ADMIN_PATHS.leads);
}

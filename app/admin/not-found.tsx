import { AdminPage } from "@/components/admin/admin-page";
import { buttonVariants } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { adminCopy } from "@/content/admin";
import { ADMIN_PATHS } from "@/lib/admin/config";

/** notFound() in the console (a deleted lead or booking): the console's layout around it, a way back to the leads. */
export default function AdminNotFound() {
  return (
    <AdminPage title={adminCopy.notFound.title}>
      <p>{adminCopy.notFound.body}</p>
      <Link href={ADMIN_PATHS.leads} className={buttonVariants({ variant: "outline", size: "sm" })}>
        {adminCopy.notFound.back}
      </Link>
    </AdminPage>
  );
}

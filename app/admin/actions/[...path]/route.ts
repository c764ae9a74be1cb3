/** Every console action (lib/admin/action-routes.ts): session, origin and audit checked in one place. */
import { handleAdminAction } from "@/lib/admin/action-routes";

export const dynamic = "force-dynamic";

export async function POST(request: Request, context: RouteContext<"/admin/actions/[...path]">) {
  const { path } = await context.params;
  return handleAdminAction(request, path);
}

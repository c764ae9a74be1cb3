/** The passkey ceremonies' JSON endpoints (lib/admin/passkey-routes.ts). */
import { handlePasskeyStep } from "@/lib/admin/passkey-routes";

export const dynamic = "force-dynamic";

export async function POST(request: Request, context: RouteContext<"/admin/passkeys/[step]">) {
  const { step } = await context.params;
  return handlePasskeyStep(request, step);
}

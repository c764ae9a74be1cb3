import { inviteResponse } from "@/lib/booking/invite-response";

export const dynamic = "force-dynamic";

/** The booked call as an .ics file, for the signed link on the final page. */
export async function GET(request: Request): Promise<Response> {
  return inviteResponse(new URL(request.url).searchParams.get("token") ?? "");
}

import { availableSlotsResponse } from "@/lib/booking/slots-response";

export const dynamic = "force-dynamic";

/** The agency's slots of the next 14 days with whether each can be booked now (read by the schedule picker). */
export async function GET(): Promise<Response> {
  return availableSlotsResponse();
}

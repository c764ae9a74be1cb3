"use server";

import { runManageAction } from "@/lib/booking/manage";

export async function manageBooking(formData: FormData): Promise<void> {
  if (!(formData instanceof FormData)) return;
  await runManageAction(formData);
}

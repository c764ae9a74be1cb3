"use client";

import { usePathname } from "next/navigation";

/** Where the floating chatbot mounts; it is absent on the roofing landing page (SPEC 2). */
export function ChatbotSlot() {
  const pathname = usePathname();
  if (pathname === "/roofing-google-ads") return null;
  return null;
}

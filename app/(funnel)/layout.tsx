import "../globals.css";

import { ChatbotSlot } from "@/components/chat/chatbot-slot";
import { SiteFooter } from "@/components/layout/site-footer";

/** The free-website funnel keeps its own sticky header (rendered by its pages) and the shared footer. */
export default function FunnelLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <SiteFooter />
      <ChatbotSlot />
    </>
  );
}

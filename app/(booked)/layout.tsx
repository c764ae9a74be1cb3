import "../globals.css";

import { ChatbotSlot } from "@/components/chat/chatbot-slot";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";

/** The pages of a booked call: the site's chrome without the banner asking the visitor to claim a spot. */
export default function BookedLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader banner={false} />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <ChatbotSlot />
    </>
  );
}

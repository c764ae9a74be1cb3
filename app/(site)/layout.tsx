import "../globals.css";

import { ChatbotSlot } from "@/components/chat/chatbot-slot";
import { HiddenOnPaths } from "@/components/layout/hidden-on-paths";
import { MobileActionBar } from "@/components/layout/mobile-action-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { afterConversionPaths, ownActionBarPaths } from "@/content/navigation";

const noActionBarPaths = [...afterConversionPaths, ...ownActionBarPaths];

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter />
      <HiddenOnPaths paths={noActionBarPaths}>
        <MobileActionBar />
      </HiddenOnPaths>
      <ChatbotSlot />
    </>
  );
}

import { MessageCircle } from "@/components/ui/icon";
import { chatbotLauncherCopy } from "@/content/chatbot";

import { ChatLauncher } from "./chat-launcher";

/**
 * Where the floating chatbot mounts. A server component: the launcher's label and icon reach the browser as
 * props, so no chatbot copy, logic or icon code is in the first-load bundle. The launcher renders nothing on
 * /roofing-google-ads.
 */
export function ChatbotSlot() {
  return (
    <ChatLauncher
      openLabel={chatbotLauncherCopy.openLabel}
      icon={<MessageCircle aria-hidden="true" className="size-6" />}
    />
  );
}

import { MessageCircle } from "@/components/ui/icon";
import { chatbotLauncherCopy } from "@/content/chatbot";

import { ChatLauncher } from "./chat-launcher";

/** Where the chatbot mounts; a server component, so no chatbot code is in the first-load bundle. */
export function ChatbotSlot() {
  return (
    <ChatLauncher
      openLabel={chatbotLauncherCopy.openLabel}
      icon={<MessageCircle aria-hidden="true" className="size-6" />}
    />
  );
}

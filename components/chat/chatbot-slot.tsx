import { chatbotLauncherCopy } from "@/content/chatbot";

import { ChatLauncher } from "./chat-launcher";

/**
 * Where the floating chatbot mounts. A server component: the launcher's label reaches the browser as a prop,
 * so no chatbot copy or logic is in the first-load bundle. The launcher renders nothing on /roofing-google-ads.
 */
export function ChatbotSlot() {
  return <ChatLauncher openLabel={chatbotLauncherCopy.openLabel} />;
}

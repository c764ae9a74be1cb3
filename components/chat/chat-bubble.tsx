import { buttonVariants } from "@/components/ui/button";
import { Phone } from "@/components/ui/icon";
import { chatbotCopy } from "@/content/chatbot";
import type { ChatMessage } from "@/lib/chatbot/replies";
import { cn } from "@/lib/utils";

export function ChatBubble({ message }: { message: ChatMessage }) {
  const { isBot, text, link } = message;
  return (
    <li className={cn("flex", isBot ? "justify-start" : "justify-end")}>
      <div
        className={cn(
          "max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed",
          isBot
            ? "rounded-bl-sm bg-muted text-foreground"
            : "rounded-br-sm bg-primary text-primary-foreground",
        )}
      >
        <span className="sr-only">{isBot ? chatbotCopy.speakers.bot : chatbotCopy.speakers.user} </span>
        <p>{text}</p>
        {link ? (
          <a href={link.href} className={cn(buttonVariants({ size: "sm", shape: "pill" }), "mt-2")}>
            <Phone aria-hidden="true" />
            {link.label}
          </a>
        ) : null}
      </div>
    </li>
  );
}

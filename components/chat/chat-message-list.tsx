"use client";

import { useEffect, useRef } from "react";

import { chatbotCopy } from "@/content/chatbot";
import type { ChatMessage } from "@/lib/chatbot/replies";

import { ChatBubble } from "./chat-bubble";
import { ChatOptions } from "./chat-options";
import { TypingIndicator } from "./typing-indicator";

interface ChatMessageListProps {
  messages: readonly ChatMessage[];
  typing: boolean;
  onOption(label: string): void;
}

/** The conversation; a polite live region, so each new bot message is read out. */
export function ChatMessageList({ messages, typing, onOption }: ChatMessageListProps) {
  const logRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, typing]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label={chatbotCopy.logLabel}
      tabIndex={0}
      className="flex-1 overflow-y-auto overscroll-contain px-4 py-4"
    >
      <ol className="flex flex-col gap-3">
        {messages.map((message) => (
          <ChatBubble key={message.id} message={message} />
        ))}
      </ol>
      {last?.isBot && last.options.length > 0 && !typing ? (
        <ChatOptions options={last.options} onChoose={onOption} />
      ) : null}
      {typing ? <TypingIndicator /> : null}
    </div>
  );
}

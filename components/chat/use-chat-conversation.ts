"use client";

import { useEffect, useRef, useState } from "react";

import { chatbotCopy, type ChatReplyId } from "@/content/chatbot";
import {
  botMessage,
  replyAction,
  replyForOption,
  replyForText,
  replyMessage,
  userMessage,
  type ChatMessage,
} from "@/lib/chatbot/replies";
import { createChatScheduler } from "@/lib/chatbot/schedule";

export interface ConversationEffects {
  onBook(): void;
  onResultsPage(): void;
  onContactForm(): void;
}

export function useChatConversation(effects: ConversationEffects) {
  const [messages, setMessages] = useState<ChatMessage[]>(() => [botMessage(chatbotCopy.greeting)]);
  const [pendingReplies, setPendingReplies] = useState(0);
  const [scheduler] = useState(() => createChatScheduler());
  // Timers fire later: they call the latest handlers, not the ones of the render that scheduled them.
  const effectsRef = useRef(effects);

  useEffect(() => {
    effectsRef.current = effects;
  });

  useEffect(() => () => scheduler.cancelAll(), [scheduler]);

  function append(message: ChatMessage) {
    setMessages((current) => [...current, message]);
  }

  function respond(reply: ChatReplyId) {
    setPendingReplies((count) => count + 1);
    scheduler.scheduleReply(reply, {
      addReply: (id) => {
        setPendingReplies((count) => count - 1);
        append(replyMessage(id));
      },
      book: () => effectsRef.current.onBook(),
      openResultsPage: () => effectsRef.current.onResultsPage(),
    });
  }

  function chooseOption(label: string) {
    append(userMessage(label));
    const reply = replyForOption(label);
    respond(reply);
    if (replyAction(reply) === "contact-form") effectsRef.current.onContactForm();
  }

  /** Returns false when the text was empty and therefore ignored. */
  function sendText(text: string): boolean {
    const reply = replyForText(text);
    if (reply === null) return false;
    append(userMessage(text));
    respond(reply);
    return true;
  }

  function addConfirmation() {
    append(botMessage(chatbotCopy.confirmation));
  }

  return { messages, typing: pendingReplies > 0, chooseOption, sendText, addConfirmation };
}

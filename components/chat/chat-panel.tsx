"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useId, useRef, useState } from "react";

import { chatbotCopy, chatContactFormCopy } from "@/content/chatbot";
import { HOME_LEAD_FORM_HREF, scrollToLeadForm } from "@/lib/browser/scroll-to-form";
import { newChatContactSession, type ChatContactSession } from "@/lib/chatbot/contact-submission";

import { ChatComposer } from "./chat-composer";
import { ChatContactForm } from "./chat-contact-form";
import { ChatMessageList } from "./chat-message-list";
import { ChatPanelHeader } from "./chat-panel-header";
import { useChatConversation } from "./use-chat-conversation";

const RESULTS_PATH = "/results";

interface ChatPanelProps {
  id: string;
  open: boolean;
  /** Hides the chatbot; restoreFocus returns focus to the launcher. */
  onClose(restoreFocus: boolean): void;
}

/** The chat window, a non-modal dialog; it stays mounted while closed so the conversation survives reopening. */
export function ChatPanel({ id, open, onClose }: ChatPanelProps) {
  const router = useRouter();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  // null shows the conversation; a session shows the contact form for that fill.
  const [contactSession, setContactSession] = useState<ChatContactSession | null>(null);

  const close = useCallback(
    (restoreFocus: boolean) => {
      setContactSession(null);
      onClose(restoreFocus);
    },
    [onClose],
  );

  const chat = useChatConversation({
    onBook: () => {
      if (!scrollToLeadForm()) router.push(HOME_LEAD_FORM_HREF);
      // The form's first field now has focus: leave it there.
      close(false);
    },
    onResultsPage: () => router.push(RESULTS_PATH),
    onContactForm: () => setContactSession(newChatContactSession()),
  });

  const view = contactSession ? "form" : "chat";

  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>("[data-chat-autofocus]")?.focus();
  }, [open, view]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  return (
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      className="fixed inset-x-0 bottom-0 z-50 flex h-[min(32rem,85dvh)] flex-col overflow-hidden rounded-t-2xl border border-border bg-background shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-22 sm:h-[min(32rem,calc(100dvh-7rem))] sm:w-96 sm:rounded-xl"
    >
      <ChatPanelHeader
        titleId={titleId}
        title={contactSession ? chatContactFormCopy.title : chatbotCopy.title}
        onClose={() => close(true)}
        onBack={contactSession ? () => setContactSession(null) : undefined}
      />
      {contactSession ? (
        <ChatContactForm
          session={contactSession}
          onSent={() => {
            setContactSession(null);
            chat.addConfirmation();
          }}
        />
      ) : (
        <>
          <ChatMessageList messages={chat.messages} typing={chat.typing} onOption={chat.chooseOption} />
          <ChatComposer onSend={chat.sendText} />
        </>
      )}
    </div>
  );
}

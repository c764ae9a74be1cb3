"use client";

import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { SendHorizontal } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { chatbotCopy } from "@/content/chatbot";

export function ChatComposer({ onSend }: { onSend(text: string): boolean }) {
  const inputId = useId();
  const [text, setText] = useState("");

  return (
    <form
      className="flex items-center gap-2 border-t border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (onSend(text)) setText("");
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {chatbotCopy.inputLabel}
      </label>
      <Input
        id={inputId}
        data-chat-autofocus=""
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={chatbotCopy.inputPlaceholder}
        autoComplete="off"
        enterKeyHint="send"
        maxLength={500}
      />
      <Button type="submit" size="icon" aria-label={chatbotCopy.sendLabel}>
        <SendHorizontal aria-hidden="true" />
      </Button>
    </form>
  );
}

"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type * as React from "react";

import { onFirstInteraction } from "@/lib/browser/first-interaction";

const PANEL_ID = "chatbot-panel";

// Panel, copy and action load at the first interaction (so the first open feels instant), or at the latest on open.
const loadPanel = () => import("./chat-panel");
const ChatPanel = lazy(() => loadPanel().then((mod) => ({ default: mod.ChatPanel })));

export function ChatWidget({ openLabel, icon }: { openLabel: string; icon: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  useEffect(() => onFirstInteraction(() => void loadPanel().catch(() => undefined)), []);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) launcherRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={launcherRef}
        type="button"
        aria-label={openLabel}
        data-chat-launcher=""
        aria-expanded={open}
        aria-controls={mounted ? PANEL_ID : undefined}
        onClick={() => {
          setMounted(true);
          setOpen((wasOpen) => !wasOpen);
        }}
        className="chat-launcher"
      >
        {icon}
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <ChatPanel id={PANEL_ID} open={open} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}

"use client";

import { MessageCircle } from "lucide-react";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useCallback, useRef, useState, useSyncExternalStore } from "react";

import { usePreloadWhenIdle } from "./use-preload-when-idle";

/** SPEC 2: the roofing landing page has no chatbot. */
const HIDDEN_ON_PATH = "/roofing-google-ads";
const PANEL_ID = "chatbot-panel";

// The panel, its copy, reply rules, toasts and the server action load on first open or when the browser idles.
const loadPanel = () => import("./chat-panel");
const ChatPanel = dynamic(() => import("./chat-panel").then((mod) => mod.ChatPanel), { ssr: false });

const noSubscription = () => () => undefined;

/** Rendered only after hydration: without JavaScript the chat cannot work, so no dead button is shown. */
export function ChatLauncher({ openLabel }: { openLabel: string }) {
  const pathname = usePathname();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated || pathname === HIDDEN_ON_PATH) return null;
  return <ChatWidget openLabel={openLabel} />;
}

function ChatWidget({ openLabel }: { openLabel: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  usePreloadWhenIdle(loadPanel);

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
        aria-expanded={open}
        aria-controls={mounted ? PANEL_ID : undefined}
        onClick={() => {
          setMounted(true);
          setOpen((wasOpen) => !wasOpen);
        }}
        className="fixed right-4 bottom-4 z-40 flex size-14 cursor-pointer items-center justify-center rounded-full border-2 border-white bg-primary text-primary-foreground shadow-lg transition-colors hover:bg-primary-hover"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
      {mounted ? <ChatPanel id={PANEL_ID} open={open} onClose={close} /> : null}
    </>
  );
}

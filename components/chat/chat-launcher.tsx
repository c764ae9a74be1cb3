"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense } from "react";
import type * as React from "react";

import { useHydrated } from "@/lib/browser/use-hydrated";

/** The roofing landing page has no chatbot: nothing may pull its visitors off the form. */
const HIDDEN_ON_PATH = "/roofing-google-ads";

// The button's code loads once the page is hydrated, when it first shows: out of every page's first load.
const ChatWidget = lazy(() => import("./chat-widget").then((mod) => ({ default: mod.ChatWidget })));

/** Rendered only after hydration: without JavaScript the chat cannot work, so no dead button is shown. */
export function ChatLauncher({ openLabel, icon }: { openLabel: string; icon: React.ReactNode }) {
  const pathname = usePathname();
  const hydrated = useHydrated();
  if (!hydrated || pathname === HIDDEN_ON_PATH) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget openLabel={openLabel} icon={icon} />
    </Suspense>
  );
}

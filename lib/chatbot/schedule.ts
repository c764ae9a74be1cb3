import type { ChatReplyId } from "@/content/chatbot";

import { BOOK_CLOSE_DELAY_MS, CHAT_REPLY_DELAY_MS, replyAction } from "./replies";

// Method syntax on purpose: any handle type (number in browsers, Timeout in Node) fits.
export interface TimerApi<Handle = unknown> {
  setTimeout(callback: () => void, ms: number): Handle;
  clearTimeout(handle: Handle): void;
}

export interface ReplyEffects {
  addReply(id: ChatReplyId): void;
  book(): void;
  openResultsPage(): void;
}

export interface ChatScheduler {
  scheduleReply(id: ChatReplyId, effects: ReplyEffects): void;
  cancelAll(): void;
}

// Looked up at call time, so that fake timers installed after the scheduler was created still apply.
const globalTimers: TimerApi<ReturnType<typeof setTimeout>> = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle),
};

export function createChatScheduler(timers: TimerApi = globalTimers): ChatScheduler {
  const pending = new Set<unknown>();

  function after(ms: number, run: () => void) {
    const handle = timers.setTimeout(() => {
      pending.delete(handle);
      run();
    }, ms);
    pending.add(handle);
  }

  return {
    scheduleReply(id, effects) {
      after(CHAT_REPLY_DELAY_MS, () => {
        effects.addReply(id);
        const action = replyAction(id);
        if (action === "book") after(BOOK_CLOSE_DELAY_MS, effects.book);
        if (action === "results-page") effects.openResultsPage();
      });
    },
    cancelAll() {
      for (const handle of pending) timers.clearTimeout(handle);
      pending.clear();
    },
  };
}

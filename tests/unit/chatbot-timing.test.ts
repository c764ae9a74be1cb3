import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { BOOK_CLOSE_DELAY_MS, CHAT_REPLY_DELAY_MS } from "@/lib/chatbot/replies";
import { createChatScheduler, type ReplyEffects } from "@/lib/chatbot/schedule";

function effects() {
  return {
    addReply: vi.fn<ReplyEffects["addReply"]>(),
    book: vi.fn<ReplyEffects["book"]>(),
    openResultsPage: vi.fn<ReplyEffects["openResultsPage"]>(),
  } satisfies ReplyEffects;
}

describe("chat timing", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses the spec's delays", () => {
    expect(CHAT_REPLY_DELAY_MS).toBe(1000);
    expect(BOOK_CLOSE_DELAY_MS).toBe(1000);
  });

  it("adds the reply after 1000 ms, not at 999", () => {
    const fx = effects();
    createChatScheduler().scheduleReply("cost", fx);
    vi.advanceTimersByTime(999);
    expect(fx.addReply).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fx.addReply).toHaveBeenCalledExactlyOnceWith("cost");
    expect(fx.book).not.toHaveBeenCalled();
    expect(fx.openResultsPage).not.toHaveBeenCalled();
  });

  it("book: the reply at 1000 ms, then scroll and close after a further 1000 ms", () => {
    const fx = effects();
    createChatScheduler().scheduleReply("book", fx);
    vi.advanceTimersByTime(1000);
    expect(fx.addReply).toHaveBeenCalledWith("book");
    expect(fx.book).not.toHaveBeenCalled();
    vi.advanceTimersByTime(999);
    expect(fx.book).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fx.book).toHaveBeenCalledOnce();
  });

  it("results page: navigates when its reply arrives", () => {
    const fx = effects();
    createChatScheduler().scheduleReply("resultsPage", fx);
    vi.advanceTimersByTime(999);
    expect(fx.openResultsPage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fx.addReply).toHaveBeenCalledWith("resultsPage");
    expect(fx.openResultsPage).toHaveBeenCalledOnce();
  });

  it("replies arrive in the order they were asked", () => {
    const fx = effects();
    const scheduler = createChatScheduler();
    scheduler.scheduleReply("leads", fx);
    vi.advanceTimersByTime(500);
    scheduler.scheduleReply("services", fx);
    vi.advanceTimersByTime(500);
    expect(fx.addReply.mock.calls).toEqual([["leads"]]);
    vi.advanceTimersByTime(500);
    expect(fx.addReply.mock.calls).toEqual([["leads"], ["services"]]);
  });

  it("cancelAll drops pending replies and the pending book action", () => {
    const fx = effects();
    const scheduler = createChatScheduler();
    scheduler.scheduleReply("book", fx);
    scheduler.scheduleReply("cost", fx);
    vi.advanceTimersByTime(1000);
    scheduler.cancelAll();
    vi.advanceTimersByTime(5000);
    expect(fx.addReply).toHaveBeenCalledTimes(2);
    expect(fx.book).not.toHaveBeenCalled();
  });

  it("accepts injected timers", () => {
    const queue: (() => void)[] = [];
    const fx = effects();
    const scheduler = createChatScheduler({
      setTimeout: (callback, ms) => {
        expect(ms).toBe(CHAT_REPLY_DELAY_MS);
        return queue.push(callback);
      },
      clearTimeout: () => undefined,
    });
    scheduler.scheduleReply("human", fx);
    expect(fx.addReply).not.toHaveBeenCalled();
    queue.shift()?.();
    expect(fx.addReply).toHaveBeenCalledWith("human");
  });
});

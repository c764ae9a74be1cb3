/** One fill-time rule for every form: counted from the page's start on the browser's clock. */
import { afterEach, describe, expect, it, vi } from "vitest";

import { buildChatContactFormData, newChatContactSession } from "@/lib/chatbot/contact-submission";
import { detectBot } from "@/lib/leads/bot-check";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import { pageStartedAt } from "@/lib/leads/shared/page-start";

const PAGE_START = 1_767_000_000_000.4;

afterEach(() => vi.unstubAllGlobals());

function stubPageStart(timeOrigin = PAGE_START) {
  vi.stubGlobal("performance", { timeOrigin, now: () => 0 });
}

describe("fill-time rule", () => {
  it("starts every fill at the page's start, in whole milliseconds", () => {
    stubPageStart();
    expect(pageStartedAt()).toBe(1_767_000_000_000);
  });

  it("gives a chat contact form opened long after the page loaded the page's start, not its opening time", () => {
    stubPageStart();
    const openedAt = PAGE_START + 20_000;
    const session = newChatContactSession();
    expect(session.startedAt).toBe(1_767_000_000_000);
    // Autofilled and sent one second after opening: a person who had the page open for 21 seconds.
    const data = buildChatContactFormData(
      { name: "Dana", email: "dana@example.com", phone: "5125550123", message: "Hi" },
      session,
      "/",
      openedAt + 1_000,
    );
    expect(
      detectBot({
        honeypot: String(data.get(FORM_META.honeypot)),
        startedAt: String(data.get(FORM_META.startedAt)),
        submittedAt: String(data.get(FORM_META.submittedAt)),
        now: openedAt + 1_000,
        minFillMs: 1_500,
      }),
    ).toEqual({ bot: false });
  });

  it("still catches a form sent within the minimum time of the page's start", () => {
    stubPageStart();
    const session = newChatContactSession();
    expect(
      detectBot({
        honeypot: "",
        startedAt: String(session.startedAt),
        submittedAt: String(Math.round(PAGE_START + 900)),
        now: PAGE_START + 5_000,
        minFillMs: 1_500,
      }),
    ).toEqual({ bot: true, reason: "too-fast" });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { setLeadLogSink } from "@/lib/leads/log";
import { startRetryLoop, type RetryLoop } from "@/lib/leads/retry";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import type { ClaimedLead } from "@/lib/leads/store/records";

const POLL_MS = 1_000;

/** A store with no due leads whose `claimDue` answers only when the test says so: each call is one pass. */
function gatedStore() {
  const passes: { release: () => void }[] = [];
  const store = {
    claimDue: () =>
      new Promise<ClaimedLead[]>((resolve) => {
        passes.push({ release: () => resolve([]) });
      }),
  } as unknown as LeadStore;
  return { store, passes };
}

describe("retry loop", () => {
  let loop: RetryLoop | undefined;
  let gated: ReturnType<typeof gatedStore> | undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    setLeadLogSink(() => undefined);
  });
  afterEach(async () => {
    for (const pass of gated?.passes ?? []) pass.release();
    await loop?.stop();
    loop = undefined;
    vi.useRealTimers();
    setLeadLogSink(undefined);
  });

  function start() {
    gated = gatedStore();
    loop = startRetryLoop(
      {
        store: gated.store,
        webhook: { url: "http://127.0.0.1:9/webhook", timeoutMs: 1_000 },
        clock: Date.now,
      },
      { pollMs: POLL_MS },
    );
    return gated.passes;
  }

  it("runs its first pass at start, without waiting a poll interval", () => {
    const passes = start();
    expect(passes).toHaveLength(1);
  });

  it("never starts a pass while the previous one is still running", async () => {
    const passes = start();
    await vi.advanceTimersByTimeAsync(POLL_MS * 5);
    expect(passes).toHaveLength(1);

    passes[0]?.release();
    await vi.advanceTimersByTimeAsync(0);
    expect(passes).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(passes).toHaveLength(2);
  });

  it("polls every interval while passes finish", async () => {
    const passes = start();
    for (let n = 1; n <= 3; n += 1) {
      passes[n - 1]?.release();
      await vi.advanceTimersByTimeAsync(POLL_MS);
      expect(passes).toHaveLength(n + 1);
    }
  });

  it("stop() waits for the pass in progress, then no pass starts again", async () => {
    const passes = start();
    let stopped = false;
    const stopping = loop?.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    passes[0]?.release();
    await stopping;
    expect(stopped).toBe(true);

    await vi.advanceTimersByTimeAsync(POLL_MS * 10);
    expect(passes).toHaveLength(1);
  });
});

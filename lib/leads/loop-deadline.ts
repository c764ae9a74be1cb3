/**
 * A timeout that counts only the time this process could have noticed an answer. `AbortSignal.timeout` counts
 * event-loop lag too: a loop blocked past it (a burst of page renders) aborts a request that was never sent, or
 * whose answer sits unread in the socket, and the lead is delivered again.
 */
import "server-only";

const TICK_MS = 100;

/** An AbortSignal aborted with a TimeoutError once `timeoutMs` of the loop's running time has passed. */
export function loopTimeSignal(timeoutMs: number): { signal: AbortSignal; clear: () => void } {
  const controller = new AbortController();
  const tick = Math.min(TICK_MS, timeoutMs);
  let counted = 0;
  let last = performance.now();
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;

  const expire = () => {
    controller.abort(new DOMException(`timed out after ${timeoutMs} ms`, "TimeoutError"));
  };
  const onTick = () => {
    const now = performance.now();
    // A gap longer than two ticks was the loop stalled: it counts as one tick, not as waiting on the other side.
    counted += Math.min(now - last, 2 * tick);
    last = now;
    if (counted < timeoutMs) timer = setTimeout(onTick, tick);
    // Timers run before the loop reads its sockets: an answer that came meanwhile is read first.
    else immediate = setImmediate(expire);
  };
  timer = setTimeout(onTick, tick);
  return {
    signal: controller.signal,
    clear: () => {
      clearTimeout(timer);
      if (immediate) clearImmediate(immediate);
    },
  };
}

/**
 * Runs `callback` once, at the visitor's first interaction with the page (a tap, a key, focus moving, the
 * mouse moving, a scroll). Code that only matters once someone engages (toasts, the chatbot panel) waits for
 * this instead of competing with the page's own loading. Returns a function that cancels the wait.
 */
const EVENTS = ["pointerdown", "pointermove", "keydown", "focusin", "touchstart", "wheel", "scroll"] as const;

export function onFirstInteraction(callback: () => void): () => void {
  let done = false;
  const cancel = () => {
    for (const name of EVENTS) window.removeEventListener(name, run, { capture: true });
  };
  function run() {
    if (done) return;
    done = true;
    cancel();
    callback();
  }
  for (const name of EVENTS) window.addEventListener(name, run, { capture: true, passive: true });
  return cancel;
}

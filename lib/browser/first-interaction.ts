// Work that only matters once someone engages (toasts, chatbot) waits for this, not competing with page load.
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

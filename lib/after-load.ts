/** Runs `run` once the page's load event has fired (at once if it has); returns what cancels it. */
export function afterLoad(run: () => void): () => void {
  if (document.readyState === "complete") {
    run();
    return () => undefined;
  }
  window.addEventListener("load", run, { once: true });
  return () => window.removeEventListener("load", run);
}

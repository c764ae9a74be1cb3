import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// sonner is a third-party module: replaced by a recorder so the toast bridge can be observed without a DOM.
const shown: [string, string, unknown][] = [];
vi.mock("sonner", () => ({
  toast: {
    success: (title: string, options: unknown) => shown.push(["success", title, options]),
    error: (title: string, options: unknown) => shown.push(["error", title, options]),
  },
}));

/** A stand-in for `window`: the helpers only add and remove event listeners on it. */
function installWindow() {
  const target = new EventTarget();
  vi.stubGlobal("window", target);
  return target;
}

describe("onFirstInteraction", () => {
  beforeEach(() => {
    vi.resetModules();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("runs once, at the first interaction of any kind, and stops listening", async () => {
    const target = installWindow();
    const { onFirstInteraction } = await import("@/lib/browser/first-interaction");
    const callback = vi.fn();
    onFirstInteraction(callback);
    expect(callback).not.toHaveBeenCalled();

    target.dispatchEvent(new Event("focusin"));
    target.dispatchEvent(new Event("pointerdown"));
    target.dispatchEvent(new Event("scroll"));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled", async () => {
    const target = installWindow();
    const { onFirstInteraction } = await import("@/lib/browser/first-interaction");
    const callback = vi.fn();
    const cancel = onFirstInteraction(callback);
    cancel();
    target.dispatchEvent(new Event("keydown"));
    expect(callback).not.toHaveBeenCalled();
  });
});

describe("toast (sonner loaded on demand)", () => {
  beforeEach(() => {
    vi.resetModules();
    shown.length = 0;
  });

  it("asks the viewport to mount and shows the toast only once it is mounted", async () => {
    const { toast, toastViewport } = await import("@/lib/browser/toast");
    const mount = vi.fn();
    toastViewport.onDemand(mount);

    toast.error("Missing Information", { description: "Please fill out all required fields." });
    expect(mount).toHaveBeenCalledTimes(1);
    await vi.dynamicImportSettled();
    expect(shown).toEqual([]);

    toastViewport.mounted();
    await vi.waitFor(() =>
      expect(shown).toEqual([
        ["error", "Missing Information", { description: "Please fill out all required fields." }],
      ]),
    );

    toast.success("Download started");
    await vi.waitFor(() => expect(shown.at(-1)).toEqual(["success", "Download started", undefined]));
  });
});

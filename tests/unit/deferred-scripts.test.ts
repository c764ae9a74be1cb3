import { afterEach, describe, expect, it, vi } from "vitest";

import {
  DEFER_PRELOAD_ATTRIBUTE,
  DEFER_SRC_ATTRIBUTE,
  deferFrameworkScripts,
  FALLBACK_MS,
  LOADER_SOURCE,
} from "../../scripts/lib/deferred-scripts";
import { scriptSources } from "../../scripts/lib/first-load-js";

// The shape React writes for a prerendered Next 16 page (trimmed).
const PAGE =
  `<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/entry.js"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/form.js"/>` +
  `<script src="/_next/static/chunks/a.js" async=""></script>` +
  `<script src="/_next/static/chunks/turbopack-b.js" async=""></script>` +
  `<title>Contact</title>` +
  `<script>document.documentElement.classList.add('js')</script>` +
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script>` +
  `<script src="https://booking.example/widget.js" async=""></script>` +
  `</head><body><main><h1>Contact</h1></main>` +
  `<script src="/_next/static/chunks/entry.js" async=""></script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;

describe("deferFrameworkScripts", () => {
  const deferred = deferFrameworkScripts(PAGE)!;

  it("replaces Next's async chunks (head and body) with one loader listing them in order", () => {
    expect(deferred).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    expect(deferred).toContain(
      `<script ${DEFER_SRC_ATTRIBUTE}="/_next/static/chunks/a.js /_next/static/chunks/turbopack-b.js /_next/static/chunks/entry.js"`,
    );
    expect(deferred.match(/data-defer-src=/g)).toHaveLength(1);
  });

  it("puts the loader where the first chunk was, after the stylesheet", () => {
    const loaderAt = deferred.indexOf(`<script ${DEFER_SRC_ATTRIBUTE}=`);
    expect(loaderAt).toBeGreaterThan(deferred.indexOf('rel="stylesheet"'));
    expect(loaderAt).toBeLessThan(deferred.indexOf("<title>"));
  });

  it("drops the early script preloads, handing the loader those of chunks it does not add", () => {
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferred).toContain(`${DEFER_PRELOAD_ATTRIBUTE}="/_next/static/chunks/form.js"`);
  });

  it("leaves everything else alone: inline scripts, nomodule polyfills, other hosts' scripts, the stylesheet", () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
      "<script>document.documentElement.classList.add('js')</script>",
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script src="https://booking.example/widget.js" async=""></script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>",
    ])
      expect(deferred).toContain(kept);
  });

  it("changes nothing twice, nor a page without chunks", () => {
    expect(deferFrameworkScripts(deferred)).toBeUndefined();
    expect(deferFrameworkScripts("<html><head></head><body>plain</body></html>")).toBeUndefined();
  });

  it("still counts the deferred scripts in the first-load JavaScript (the audit's and the suite's budgets)", () => {
    expect(scriptSources(deferred).sort()).toEqual(
      [
        "/_next/static/chunks/a.js",
        "/_next/static/chunks/entry.js",
        "/_next/static/chunks/form.js",
        "/_next/static/chunks/turbopack-b.js",
        "https://booking.example/widget.js",
      ].sort(),
    );
    expect(scriptSources(deferred).sort()).toEqual(
      [...scriptSources(PAGE), "/_next/static/chunks/form.js"].sort(),
    );
  });
});

describe("the loader", () => {
  afterEach(() => vi.useRealTimers());

  type Appended = { tag: string; src?: string; href?: string; rel?: string; as?: string; async?: boolean };

  /** Runs the loader in a minimal window; `paintTiming` adds a PerformanceObserver, else only requestAnimationFrame. */
  function runLoader(attributes: Record<string, string>, { paintTiming }: { paintTiming: boolean }) {
    vi.useFakeTimers();
    const appended: Appended[] = [];
    const onPaint: (() => void)[] = [];
    const frames: (() => void)[] = [];
    const document = {
      head: { appendChild: (element: Appended) => appended.push(element) },
      createElement: (tag: string) => ({ tag }),
      currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    };
    class PaintObserver {
      static supportedEntryTypes = ["paint", "navigation"];
      connected = false;
      constructor(private readonly callback: () => void) {}
      observe(options: { type: string; buffered: boolean }) {
        expect(options).toEqual({ type: "paint", buffered: true });
        this.connected = true;
        onPaint.push(() => this.connected && this.callback());
      }
      disconnect() {
        this.connected = false;
      }
    }
    // Messages wait until the test delivers them, one task at a time.
    const messages: (() => void)[] = [];
    class FakeMessageChannel {
      port1: { onmessage: (() => void) | null } = { onmessage: null };
      port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
    }
    const window = {
      setTimeout,
      MessageChannel: FakeMessageChannel,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      PerformanceObserver: paintTiming ? PaintObserver : undefined,
    };
    new Function("window", "document", LOADER_SOURCE)(window, document);
    return {
      appended,
      paint: () => onPaint.forEach((report) => report()),
      showFrame: () => frames.splice(0).forEach((frame) => frame()),
      /** Delivers the pending messages (each may post the next); returns how many tasks that took. */
      runTasks: () => {
        let tasks = 0;
        for (let next = messages.shift(); next; next = messages.shift(), tasks += 1) next();
        return tasks;
      },
      runOneTask: () => messages.shift()?.(),
    };
  }

  const ATTRIBUTES = { [DEFER_SRC_ATTRIBUTE]: "/a.js /entry.js", [DEFER_PRELOAD_ATTRIBUTE]: "/form.js" };
  const LOADED = [
    { tag: "link", rel: "preload", as: "script", href: "/form.js" },
    { tag: "script", src: "/a.js", async: true },
    { tag: "script", src: "/entry.js", async: true },
  ];

  it("adds nothing before the first paint, then the preloads and the scripts in order, once", () => {
    const { appended, paint, runTasks } = runLoader(ATTRIBUTES, { paintTiming: true });
    vi.advanceTimersByTime(FALLBACK_MS - 1);
    expect(runTasks()).toBe(0);
    expect(appended).toEqual([]);
    paint();
    expect(runTasks()).toBe(LOADED.length);
    expect(appended).toEqual(LOADED);
    paint();
    vi.advanceTimersByTime(FALLBACK_MS);
    expect(runTasks()).toBe(0);
    expect(appended).toEqual(LOADED);
  });

  it("adds one element per task, so no task starts a dozen requests", () => {
    const { appended, paint, runOneTask } = runLoader(ATTRIBUTES, { paintTiming: true });
    paint();
    expect(appended).toEqual([]);
    for (let count = 1; count <= LOADED.length; count += 1) {
      runOneTask();
      expect(appended).toEqual(LOADED.slice(0, count));
    }
  });

  it("without paint timing, waits for a frame and the task after it", () => {
    const { appended, showFrame, runTasks } = runLoader(ATTRIBUTES, { paintTiming: false });
    vi.advanceTimersByTime(0);
    expect(runTasks()).toBe(0);
    showFrame();
    expect(runTasks()).toBe(0);
    vi.advanceTimersByTime(0);
    runTasks();
    expect(appended).toEqual(LOADED);
  });

  it("loads the scripts after FALLBACK_MS when no paint comes (a background tab)", () => {
    const { appended, runTasks } = runLoader({ [DEFER_SRC_ATTRIBUTE]: "/a.js" }, { paintTiming: true });
    vi.advanceTimersByTime(FALLBACK_MS - 1);
    expect(runTasks()).toBe(0);
    vi.advanceTimersByTime(1);
    runTasks();
    expect(appended).toEqual([{ tag: "script", src: "/a.js", async: true }]);
  });
});

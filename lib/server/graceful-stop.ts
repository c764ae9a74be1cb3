import type { Server } from "node:http";

// Past it, connections still open are closed: a supervisor's stop timeout (systemd's 30 s) must not be reached.
export const DRAIN_DEADLINE_MS = 10_000;

// The server entry and the lead pipeline (bundled apart by Next) share the stop through globalThis.
const KEY = Symbol.for("site.graceful-stop");
type Holder = typeof globalThis & { [KEY]?: { drained?: Promise<void>; pipelineExits: boolean } };

function state() {
  const holder = globalThis as Holder;
  holder[KEY] ??= { pipelineExits: false };
  return holder[KEY];
}

/** Stops accepting connections, lets every request already taken get its answer, closes the rest at the deadline. */
export function drainServer(server: Server, deadlineMs = DRAIN_DEADLINE_MS): Promise<void> {
  const drained = new Promise<void>((resolve) => {
    const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs);
    // A keep-alive connection whose answer was under way at the signal is idle only once it is sent.
    const sweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearTimeout(deadline);
      clearInterval(sweep);
      resolve();
    });
    server.closeIdleConnections();
  });
  state().drained = drained;
  return drained;
}

/** Resolves once the HTTP server (if this process runs one) has answered what it took. */
export function httpDrained(): Promise<void> {
  return state().drained ?? Promise.resolve();
}

/** The lead pipeline took this signal and exits once its workers stopped; else (still starting) the entry exits. */
export function markPipelineExits(): void {
  state().pipelineExits = true;
}

export function pipelineExits(): boolean {
  return state().pipelineExits;
}

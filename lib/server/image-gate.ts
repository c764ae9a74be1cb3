/**
 * Image optimisation a few at a time. Each `next/image` variant is encoded on its first request; a crawler reading
 * every srcset asks for dozens at once, and the encodes took every core while pages, actions and static files
 * waited (docs/performance.md). Past the limit, image requests wait their turn; nothing else does.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { availableParallelism } from "node:os";

/** Half the cores, at least one: the other half always serves the site. */
export const IMAGE_REQUESTS_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));

export const isImageRequest = (pathname: string) => pathname === "/_next/image";

/** At most `limit` tasks run at once; the others start in arrival order as running ones end. */
export function createGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    /** Resolves once the task may start, with the function to call (once or more) when it has ended. */
    async enter(): Promise<() => void> {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
    get waiting() {
      return waiting.length;
    },
  };
}

/** Hands the request to `handle` once the gate lets it in; its slot is freed when the response ends or breaks off. */
export function throughGate(
  gate: ReturnType<typeof createGate>,
  request: IncomingMessage,
  response: ServerResponse,
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
): Promise<void> {
  return gate.enter().then((leave) => {
    // A client that left while waiting frees its turn at once.
    if (response.destroyed || request.destroyed) return leave();
    response.once("close", leave);
    void handle(request, response);
  });
}

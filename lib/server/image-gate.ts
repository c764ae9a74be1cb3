import type { IncomingMessage, ServerResponse } from "node:http";
import { availableParallelism } from "node:os";

// A crawler reading every srcset once had image encodes take every core from pages (docs/performance.md).
export const IMAGE_REQUESTS_AT_ONCE = Math.max(1, Math.floor(availableParallelism() / 2));

export const isImageRequest = (pathname: string) => pathname === "/_next/image";

export function createGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  return {
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

export function throughGate(
  gate: ReturnType<typeof createGate>,
  request: IncomingMessage,
  response: ServerResponse,
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
): Promise<void> {
  return gate.enter().then((leave) => {
    if (response.destroyed || request.destroyed) return leave();
    response.once("close", leave);
    void handle(request, response);
  });
}

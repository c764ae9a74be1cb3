/** `proxy.ts` loaded as Next.js runs it, with its matcher as a predicate, for the proxy's unit tests. */
import { AsyncLocalStorage } from "node:async_hooks";

import type * as ProxyModule from "@/proxy";

type Matches = (input: {
  url: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
}) => boolean;

export interface LoadedProxy {
  matches: Matches;
  proxyModule: typeof ProxyModule;
}

export async function loadProxy(): Promise<LoadedProxy> {
  // next/server expects the global Next.js provides in its own runtime.
  (globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
  const testing = await import("next/experimental/testing/server");
  const proxyModule = await import("@/proxy");
  return {
    proxyModule,
    matches: (input) => testing.unstable_doesMiddlewareMatch({ config: proxyModule.config, ...input }),
  };
}

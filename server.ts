/**
 * The production server (`npm start`): Next.js behind a plain Node HTTP server that first
 * - sets X-Forwarded-For to the one client address it trusts (lib/server/client-address.ts, TRUSTED_PROXY_HOPS),
 *   so the rate limit and the consent record never read an address the client wrote;
 * - answers the methods Next would answer with a 500 (lib/server/method-gate.ts) with 405 or 501;
 * - gives every response the security headers it lacks (the site-wide Content-Security-Policy when it has no
 *   policy of its own), and the requests Node's parser refuses (a malformed Content-Length) their 400 with them;
 * - lets image optimisation (`/_next/image`) run a few requests at a time (lib/server/image-gate.ts);
 * - compresses responses, with Brotli where the browser accepts it (lib/server/compression.ts).
 * Options: -p/--port (or PORT, default 3000) and -H/--hostname (default all interfaces).
 */
import { createServer } from "node:http";

// Plain Node loads these (no react-server condition): they and their imports cannot import server-only.
import { getServerEnv } from "./lib/env";
import { trustedClientAddress, trustedHopDescription } from "./lib/server/client-address";
import { compress } from "./lib/server/compression";
import { createGate, IMAGE_REQUESTS_AT_ONCE, isImageRequest, throughGate } from "./lib/server/image-gate";
import { methodRefusal } from "./lib/server/method-gate";
import { rawParserRefusal, sendRefusal, withSecurityHeaders } from "./lib/server/response-headers";

// Before Next loads: it reads NODE_ENV when its modules are first imported.
(process.env as Record<string, string>).NODE_ENV ??= "production";
// This entry owns the signals: the lead pipeline's SIGTERM handler stops its workers, then exits (lib/leads/shutdown.ts).
process.env.NEXT_MANUAL_SIG_HANDLE ??= "true";

function option(short: string, long: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === short || arg === long);
  if (index >= 0) return args[index + 1];
  return args.find((arg) => arg.startsWith(`${long}=`))?.slice(long.length + 1);
}

function pathnameOf(url: string | undefined): string {
  const path = (url ?? "/").replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "").split(/[?#]/)[0] || "/";
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

async function main(): Promise<void> {
  // Fails with a message naming every bad variable.
  const env = getServerEnv();
  const port = Number(option("-p", "--port") ?? process.env.PORT ?? 3000);
  // Not $HOSTNAME: containers set it to their own name, which would narrow the listening address.
  const hostname = option("-H", "--hostname");
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: __dirname, port, hostname });
  const handle = app.getRequestHandler();
  await app.prepare();
  const imageGate = createGate(IMAGE_REQUESTS_AT_ONCE);

  const server = createServer((request, response) => {
    request.headers["x-forwarded-for"] = trustedClientAddress(
      request.headers["x-forwarded-for"],
      request.socket.remoteAddress,
      env.TRUSTED_PROXY_HOPS,
    );
    delete request.headers["x-real-ip"];
    const refusal = methodRefusal(request.method, pathnameOf(request.url));
    if (refusal) {
      sendRefusal(
        response,
        refusal.status,
        refusal.message,
        refusal.allow ? { Allow: refusal.allow } : {},
        process.env,
      );
      return;
    }
    withSecurityHeaders(response, process.env);
    compress(request, response, () => {
      if (isImageRequest(pathnameOf(request.url))) void throughGate(imageGate, request, response, handle);
      else void handle(request, response);
    });
  });
  // Node's own answer to a request it cannot parse carries no security headers.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (socket.writable && error.code !== "ECONNRESET") socket.end(rawParserRefusal(error.code, process.env));
    else socket.destroy();
  });
  server.listen(port, hostname, () => {
    console.log(
      `> Ready on http://${hostname ?? "localhost"}:${port}; ${trustedHopDescription(env.TRUSTED_PROXY_HOPS)}`,
    );
  });

  // Stops taking connections and lets the ones in flight finish; the pipeline's handler exits once its workers stopped.
  process.once("SIGTERM", () => {
    server.close();
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 10_000).unref();
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

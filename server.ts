/**
 * The production server (`npm start`, compiled to dist/server.js at build): Next.js behind a plain Node HTTP
 * server that first
 * - loads the .env files of its working directory as Next does (lib/load-env-files.ts), then validates the
 *   environment, PORT included (lib/env.ts), and checks it can write the SQLite store (lib/server/store-access.ts):
 *   a file it cannot use stops it with one line naming the file;
 * - answers every request within a deadline, 503 past it, and cuts off headers that take over 10 s
 *   (lib/server/request-deadline.ts); refuses a target that is not a path (`*`, a full URL) or has a broken percent
 *   escape with a 400, and resolves dot segments before any check (lib/server/request-target.ts);
 * - caps every body while it streams in, 413 past the route's cap (lib/server/body-limits.ts, body-cap.ts);
 * - sets X-Forwarded-For to the one client address it trusts (lib/server/client-address.ts, TRUSTED_PROXY_HOPS,
 *   read only from the peers TRUSTED_PROXY_ADDRESSES names), so the rate limit and the consent record never read an address the client wrote;
 * - answers the methods Next would answer with a 500 (lib/server/method-gate.ts) with 405 or 501;
 * - checks a form post's Server Function payload before React decodes it (lib/server/server-function-gate.ts);
 * - gives every response the security headers it lacks (the site-wide Content-Security-Policy when it has no
 *   policy of its own), and the requests Node's parser refuses (a malformed Content-Length) their 400 with them;
 * - lets image optimisation (`/_next/image`) run a few requests at a time (lib/server/image-gate.ts);
 * - compresses responses, with Brotli where the browser accepts it (lib/server/compression.ts);
 * - on SIGTERM/SIGINT takes no new connection and answers those it took before the process exits
 *   (lib/server/graceful-stop.ts).
 * Options: -p/--port (or PORT, default 3000) and -H/--hostname (default all interfaces).
 */
import "./lib/load-env-files";

import { existsSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";

// Plain Node loads these (no react-server condition): they and their imports cannot import server-only.
import { getServerEnv } from "./lib/env";
import { LEAD_MESSAGES } from "./lib/leads/shared/messages";
import { ENV_FILES_LOADED } from "./lib/load-env-files";
import { capBody, closeAfterAnswer, hasBody } from "./lib/server/body-cap";
import { bodyLimitFor, type BodyLimit } from "./lib/server/body-limits";
import { trustedClientAddress, trustedHopDescription } from "./lib/server/client-address";
import { compress } from "./lib/server/compression";
import { drainServer, pipelineExits } from "./lib/server/graceful-stop";
import { createGate, IMAGE_REQUESTS_AT_ONCE, isImageRequest, throughGate } from "./lib/server/image-gate";
import { methodRefusal } from "./lib/server/method-gate";
import { proxyMatcher } from "./lib/server/proxy-addresses";
import { SERVER_TIMEOUTS, silence, startDeadline } from "./lib/server/request-deadline";
import { checkedPathname, isOriginFormTarget, normalisedTarget } from "./lib/server/request-target";
import { rawParserRefusal, sendRefusal, withSecurityHeaders } from "./lib/server/response-headers";
import { checkFormPost, isCheckedFormPost } from "./lib/server/server-function-gate";
import { SERVER_ENTRY_MARK } from "./lib/server/start-warnings";
import { storeAccessProblem } from "./lib/server/store-access";

// A log reader that went away (EPIPE) would otherwise raise an uncaught error per log line, each logged again: a spin.
for (const stream of [process.stdout, process.stderr]) stream.on("error", () => undefined);
// Before Next loads: it reads NODE_ENV when its modules are first imported.
(process.env as Record<string, string>).NODE_ENV ??= "production";
// This entry owns the signals: the lead pipeline's SIGTERM handler stops its workers, then exits (lib/leads/shutdown.ts).
process.env.NEXT_MANUAL_SIG_HANDLE ??= "true";
// Without it the site warns that it runs unprotected (lib/server/start-warnings.ts).
process.env[SERVER_ENTRY_MARK] = "1";

function option(short: string, long: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.findIndex((arg) => arg === short || arg === long);
  if (index >= 0) return args[index + 1] ?? "(no value)";
  return args.find((arg) => arg.startsWith(`${long}=`))?.slice(long.length + 1);
}

/** The project folder (package.json, .next): this file's, or its parent's once compiled into dist/. */
function projectDir(): string {
  return existsSync(path.join(__dirname, "package.json")) ? __dirname : path.dirname(__dirname);
}

const BROKEN_ESCAPE_MESSAGE = "Bad Request: the address has a broken percent escape.";

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<unknown>;

function refuse(
  response: ServerResponse,
  status: number,
  message: string,
  extra: Record<string, string> = {},
) {
  sendRefusal(response, status, message, extra, process.env);
}

// The rest of the body is never kept: the connection closes after the answer, and Next's own late answer is dropped.
function refuseTooLarge(response: ServerResponse, limit: BodyLimit) {
  closeAfterAnswer(response);
  // Next answered without waiting for the body (a 404, a 405): that answer goes out whole.
  if (response.headersSent) return;
  refuse(response, 413, limit.answer, { "Content-Type": limit.contentType });
  silence(response);
}

async function main(): Promise<void> {
  // Fails with a message naming every bad variable; -p is checked as PORT.
  const portOption = option("-p", "--port");
  const env = getServerEnv(portOption === undefined ? process.env : { ...process.env, PORT: portOption });
  const siteHost = new URL(env.NEXT_PUBLIC_SITE_URL).host.toLowerCase();
  const port = env.PORT;
  const storeProblem = env.DATABASE_URL ? undefined : storeAccessProblem(env.LEADS_SQLITE_PATH);
  if (storeProblem) throw new Error(storeProblem);
  // Not $HOSTNAME: containers set it to their own name, which would narrow the listening address.
  const hostname = option("-H", "--hostname");
  // Listens before Next loads, so a taken port fails at once; requests that arrive meanwhile wait for it.
  let ready: (handle: Handler) => void = () => undefined;
  const prepared = new Promise<Handler>((resolve) => (ready = resolve));
  const imageGate = createGate(IMAGE_REQUESTS_AT_ONCE);
  const isTrustedProxy = proxyMatcher(env.TRUSTED_PROXY_ADDRESSES);

  const serve = (request: IncomingMessage, response: ServerResponse) => {
    withSecurityHeaders(response, process.env);
    compress(request, response, () => {
      const done = prepared.then((handle) =>
        isImageRequest(checkedPathname(request.url ?? "/"))
          ? throughGate(imageGate, request, response, handle)
          : handle(request, response),
      );
      done.catch((error: unknown) => {
        console.error(error);
        if (!response.headersSent) refuse(response, 500, "Internal Server Error");
        else response.destroy();
      });
    });
  };

  let stopping = false;
  const server = createServer(SERVER_TIMEOUTS, (incoming, response) => {
    startDeadline(incoming, response, refuse);
    if (stopping) response.setHeader("Connection", "close");
    if (!isOriginFormTarget(incoming.url)) {
      refuse(response, 400, "Bad Request", { Connection: "close" });
      return;
    }
    // Before any check: the checks and Next read the same path.
    const target = normalisedTarget(incoming.url!);
    if (target === undefined) {
      refuse(response, 400, BROKEN_ESCAPE_MESSAGE);
      return;
    }
    incoming.url = target;
    incoming.headers["x-forwarded-for"] = trustedClientAddress(
      incoming.headers["x-forwarded-for"],
      incoming.socket.remoteAddress,
      env.TRUSTED_PROXY_HOPS,
      isTrustedProxy,
    );
    delete incoming.headers["x-real-ip"];
    const pathname = checkedPathname(target);
    const refusal = methodRefusal(incoming.method, pathname);
    if (refusal) {
      refuse(response, refusal.status, refusal.message, refusal.allow ? { Allow: refusal.allow } : {});
      return;
    }
    // Every body is capped while it streams in, before anything reads or parses it.
    const limit = bodyLimitFor(pathname);
    if (Number(incoming.headers["content-length"] ?? 0) > limit.bytes) {
      refuseTooLarge(response, limit);
      return;
    }
    // An answer sent before the body ended (a 404, a refusal): the rest is not waited for, up to the request timeout.
    if (hasBody(incoming))
      response.once("finish", () => {
        if (!incoming.complete) closeAfterAnswer(response);
      });
    const request = hasBody(incoming)
      ? capBody(incoming, limit.bytes, () => refuseTooLarge(response, limit))
      : incoming;
    if (!isCheckedFormPost(request, pathname, siteHost)) {
      serve(request, response);
      return;
    }
    void checkFormPost(request).then((checked) => {
      if (checked.outcome === "pass") serve(checked.request, response);
      else if (checked.outcome === "refuse") {
        console.error(
          JSON.stringify({
            time: new Date().toISOString(),
            level: "warn",
            event: "request.server_function_refused",
            path: pathname.slice(0, 200),
            reason: checked.reason,
          }),
        );
        refuse(response, 400, LEAD_MESSAGES.invalid);
      }
    });
  });
  // Node's own answer to a request it cannot parse carries no security headers.
  server.on("clientError", (error: NodeJS.ErrnoException, socket) => {
    if (socket.writable && error.code !== "ECONNRESET") socket.end(rawParserRefusal(error.code, process.env));
    else socket.destroy();
  });
  // A supervisor restarts a server that exits non-zero: a taken port or a refused address must not look like a stop.
  server.on("error", (error: NodeJS.ErrnoException) => {
    const where = `${hostname ?? "all interfaces"}, port ${port}`;
    const reason =
      error.code === "EADDRINUSE"
        ? "the port is already in use (set PORT or -p)"
        : error.code === "EACCES"
          ? "permission denied (ports below 1024 need privileges)"
          : error.message;
    console.error(`Cannot listen on ${where}: ${reason}`);
    process.exit(1);
  });
  // Registered before Next loads, so it runs before the lead pipeline's handler, which waits for the drain.
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void drainServer(server).then(() => {
      if (!pipelineExits()) process.exit(signal === "SIGINT" ? 130 : 143);
    });
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  await new Promise<void>((resolve) => server.listen(port, hostname, resolve));
  // Next compiles next.config.ts resolving its imports from the working directory: it runs from the project
  // folder, while the store's path stays relative to where the server was started (as the .env files are).
  process.env.LEADS_SQLITE_PATH = path.resolve(env.LEADS_SQLITE_PATH);
  process.chdir(projectDir());
  const { default: next } = await import("next");
  const app = next({ dev: false, dir: projectDir(), port, hostname });
  await app.prepare();
  ready(app.getRequestHandler());
  const envFiles = ENV_FILES_LOADED.length ? ENV_FILES_LOADED.join(", ") : "none";
  console.log(
    `> Ready on http://${hostname ?? "localhost"}:${port}; ${trustedHopDescription(env.TRUSTED_PROXY_HOPS, env.TRUSTED_PROXY_ADDRESSES)}; .env files: ${envFiles}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

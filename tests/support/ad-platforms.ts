/**
 * A local stand-in for the ad platforms: Google's token endpoint and Data Manager `events:ingest`, Meta's Graph API
 * `/<version>/<pixel>/events`, GA4's `/mp/collect` and `/debug/mp/collect`, Data Manager's `requestStatus:retrieve`,
 * and a `gtm.js` for the tag tests. It records every request and
 * answers as its mode says. In a test process, or as a process of its own (ad-platforms-cli.ts) with control
 * endpoints: GET /__received, POST /__mode {"mode": ...}, POST /__clear.
 */
import { createPublicKey, createVerify, generateKeyPairSync } from "node:crypto";
import { writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type PlatformMode =
  | "ok"
  | "status-503"
  | "status-429"
  | "status-400"
  | "hang"
  // Meta's Graph API error bodies (https://developers.facebook.com/docs/graph-api/guides/error-handling)
  | "meta-transient"
  | "meta-throttled";

// Data Manager `RequestStatusPerDestination.requestStatus` and `ErrorCount.reason` for uploads from now on.
export interface GoogleVerdictMode {
  requestStatus: "PROCESSING" | "SUCCESS" | "FAILED" | "PARTIAL_SUCCESS";
  reason?: string;
}

export interface PlatformRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization?: string;
  body: unknown;
  mode: PlatformMode;
}

export interface AdPlatformServer {
  port: number;
  url: string;
  received: PlatformRequest[];
  setMode(mode: PlatformMode): void;
  /** The verdict `requestStatus:retrieve` gives every request id issued so far and from now on. */
  setGoogleVerdict(verdict: GoogleVerdictMode): void;
  close(): Promise<void>;
}

/** The fake gtm.js: proves it ran by pushing an event to the data layer. */
export const FAKE_GTM_SCRIPT = `(window.dataLayer = window.dataLayer || []).push({ event: "fake_gtm_loaded" });`;

const ACCESS_TOKEN = "fake-google-access-token";

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown, type = "application/json"): void {
  response.writeHead(status, { "Content-Type": type, "Access-Control-Allow-Origin": "*" });
  response.end(typeof body === "string" ? body : JSON.stringify(body));
}

/** Checks a token request's RS256 assertion against the key the test made (when it gave one). */
function validAssertion(form: URLSearchParams, publicKeyPem: string | undefined): boolean {
  if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer") return false;
  const [header, payload, signature] = (form.get("assertion") ?? "").split(".");
  if (!header || !payload || !signature) return false;
  const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { scope?: string };
  if (!claims.scope?.includes("datamanager")) return false;
  if (!publicKeyPem) return true;
  return createVerify("RSA-SHA256")
    .update(`${header}.${payload}`)
    .verify(createPublicKey(publicKeyPem), Buffer.from(signature, "base64url"));
}

export async function startAdPlatformServer(
  options: { port?: number; publicKeyPem?: string; initialMode?: PlatformMode } = {},
): Promise<AdPlatformServer> {
  const received: PlatformRequest[] = [];
  let mode: PlatformMode = options.initialMode ?? "ok";
  let googleVerdict: GoogleVerdictMode = { requestStatus: "PROCESSING" };
  const requestIds: string[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://localhost");
      const raw = await readBody(request);
      if (url.pathname === "/__received") return send(response, 200, received);
      if (url.pathname === "/__clear") {
        received.length = 0;
        return send(response, 200, { ok: true });
      }
      if (url.pathname === "/__mode") {
        mode = (JSON.parse(raw) as { mode: PlatformMode }).mode;
        return send(response, 200, { mode });
      }
      if (url.pathname === "/gtm.js" || url.pathname === "/gtag/js")
        return send(response, 200, FAKE_GTM_SCRIPT, "text/javascript");
      if (url.pathname === "/token") {
        const form = new URLSearchParams(raw);
        received.push({
          method: request.method ?? "POST",
          path: url.pathname,
          query: {},
          body: { grant_type: form.get("grant_type") },
          mode,
        });
        if (!validAssertion(form, options.publicKeyPem))
          return send(response, 400, { error: "invalid_grant" });
        return send(response, 200, { access_token: ACCESS_TOKEN, expires_in: 3600, token_type: "Bearer" });
      }
      let body: unknown = raw;
      try {
        body = JSON.parse(raw);
      } catch {
        // kept as text
      }
      received.push({
        method: request.method ?? "GET",
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        authorization: request.headers.authorization,
        body,
        mode,
      });
      const google = url.pathname.startsWith("/v1/");
      if (google && request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`)
        return send(response, 401, {
          error: { code: 401, message: "Request had invalid authentication credentials." },
        });
      if (url.pathname === "/v1/requestStatus:retrieve") {
        if (!requestIds.includes(url.searchParams.get("requestId") ?? ""))
          return send(response, 404, {
            error: { code: 404, message: "Request not found.", status: "NOT_FOUND" },
          });
        return send(response, 200, {
          requestStatusPerDestination: [
            {
              requestStatus: googleVerdict.requestStatus,
              eventsIngestionStatus: { recordCount: "1" },
              ...(googleVerdict.reason
                ? { errorInfo: { errorCounts: [{ recordCount: "1", reason: googleVerdict.reason }] } }
                : {}),
            },
          ],
        });
      }
      if (url.pathname === "/debug/mp/collect") {
        const event = body as { client_id?: unknown; events?: { name?: unknown }[] };
        const validationMessages = [
          ...(event.client_id
            ? []
            : [
                {
                  fieldPath: "client_id",
                  description: "client_id is required.",
                  validationCode: "VALUE_REQUIRED",
                },
              ]),
          ...(event.events?.length
            ? []
            : [
                { fieldPath: "events", description: "events is required.", validationCode: "VALUE_REQUIRED" },
              ]),
        ];
        return send(response, 200, { validationMessages });
      }
      switch (mode) {
        case "ok": {
          if (url.pathname.startsWith("/mp/")) return send(response, 200, "");
          if (!google)
            return send(response, 200, { events_received: 1, messages: [], fbtrace_id: "fake-trace" });
          // No request id for a validateOnly request: nothing is recorded.
          if ((body as { validateOnly?: boolean }).validateOnly) return send(response, 200, {});
          const requestId = `fake-request-${requestIds.length + 1}`;
          requestIds.push(requestId);
          return send(response, 200, { requestId });
        }
        case "meta-transient":
          return send(response, 400, {
            error: {
              message: "An unexpected error has occurred. Please retry your request later.",
              type: "OAuthException",
              is_transient: true,
              code: 2,
              fbtrace_id: "fake-trace",
            },
          });
        case "meta-throttled":
          response.setHeader("Retry-After", "600");
          return send(response, 400, {
            error: {
              message: "(#17) User request limit reached",
              type: "OAuthException",
              is_transient: false,
              code: 17,
              fbtrace_id: "fake-trace",
            },
          });
        case "status-503":
          return send(response, 503, {
            error: { code: 503, message: "The service is currently unavailable." },
          });
        case "status-429":
          return send(response, 429, { error: { code: 429, message: "Too many requests." } });
        case "status-400":
          return send(response, 400, { error: { message: "Invalid parameter: the event is malformed" } });
        case "hang":
          hanging.add(response);
          return undefined;
      }
    })().catch((error: unknown) => send(response, 500, { error: String(error) }));
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    received,
    setMode(next) {
      mode = next;
    },
    setGoogleVerdict(next) {
      googleVerdict = next;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A throwaway service-account key whose token_uri is the given server; returns the file and its public key. */
export function writeServiceAccountKey(file: string, tokenServerUrl: string): { publicKeyPem: string } {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  writeFileSync(
    file,
    JSON.stringify({
      type: "service_account",
      project_id: "bluebonnet-test",
      private_key_id: "test-key",
      private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      client_email: "conversions@bluebonnet-test.iam.gserviceaccount.com",
      token_uri: `${tokenServerUrl}/token`,
    }),
  );
  return { publicKeyPem: publicKey.export({ type: "spki", format: "pem" }).toString() };
}

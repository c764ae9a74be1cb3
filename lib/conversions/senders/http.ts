import "server-only";

// `retryAfterMs`: the platform asked to wait at least this long. `requestId`: Google's handle on its verdict.
export type SendResult =
  | { kind: "sent"; requestId?: string }
  | { kind: "retry"; error: string; retryAfterMs?: number }
  | { kind: "rejected"; error: string };

const MESSAGE_MAX_LENGTH = 300;
const RETRY_AFTER_MAX_MS = 24 * 60 * 60_000;

function platformMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown } | string };
    const error = body.error;
    const message = typeof error === "string" ? error : error?.message;
    if (typeof message === "string" && message) return message.slice(0, MESSAGE_MAX_LENGTH);
  } catch {
    // not JSON: the text itself
  }
  return text.trim().slice(0, MESSAGE_MAX_LENGTH) || "(empty answer)";
}

// Seconds or an HTTP date (RFC 9110); anything else is ignored.
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const ms = /^\d+$/.test(header.trim()) ? Number(header) * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, RETRY_AFTER_MAX_MS) : undefined;
}

export interface PlatformAnswer {
  status: number;
  text: string;
}

export interface PostOptions {
  timeoutMs: number;
  headers?: Record<string, string>;
  method?: "POST" | "GET";
  // A platform that signals "try again" in a 4xx body says so here.
  transient?: (answer: PlatformAnswer) => boolean;
}

export async function requestJson(
  url: string,
  body: unknown,
  options: PostOptions,
): Promise<SendResult & { text?: string }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? "POST",
      headers: { ...(body === undefined ? {} : { "Content-Type": "application/json" }), ...options.headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return { kind: "retry", error: timedOut ? `timed out after ${options.timeoutMs} ms` : String(error) };
  }
  const text = await response.text().catch(() => "");
  if (response.ok) return { kind: "sent", text };
  const error = `HTTP ${response.status}: ${platformMessage(text)}`;
  const wait = retryAfterMs(response.headers.get("retry-after"), Date.now());
  const retry =
    response.status === 429 ||
    response.status >= 500 ||
    options.transient?.({ status: response.status, text });
  if (!retry) return { kind: "rejected", error };
  return wait === undefined ? { kind: "retry", error } : { kind: "retry", error, retryAfterMs: wait };
}

export async function postJson(url: string, body: unknown, options: PostOptions): Promise<SendResult> {
  const result = await requestJson(url, body, options);
  delete result.text;
  return result;
}

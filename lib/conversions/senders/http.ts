import "server-only";

export type SendResult =
  { kind: "sent" } | { kind: "retry"; error: string } | { kind: "rejected"; error: string };

const MESSAGE_MAX_LENGTH = 300;

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

export async function postJson(
  url: string,
  body: unknown,
  options: { timeoutMs: number; headers?: Record<string, string> },
): Promise<SendResult> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...options.headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return { kind: "retry", error: timedOut ? `timed out after ${options.timeoutMs} ms` : String(error) };
  }
  const text = await response.text().catch(() => "");
  if (response.ok) return { kind: "sent" };
  const error = `HTTP ${response.status}: ${platformMessage(text)}`;
  return response.status === 429 || response.status >= 500
    ? { kind: "retry", error }
    : { kind: "rejected", error };
}

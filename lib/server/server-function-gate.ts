import type { IncomingMessage } from "node:http";

import { FORM_POST_LIMIT_BYTES } from "../leads/shared/limits";
import { requestCopy } from "./body-cap";
import { formFields } from "./form-fields";
import { serverFunctionPayloadProblem } from "./server-function-payload";

const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i;

function isCrossSite(request: IncomingMessage, siteHost: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host.toLowerCase();
  } catch {
    return true;
  }
  const forwarded = request.headers["x-forwarded-host"];
  const own = [
    siteHost,
    request.headers.host,
    (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0],
  ];
  return !own.some((candidate) => candidate?.trim().toLowerCase() === host);
}

// Cross-site, unsized and oversized posts go on unread: proxy.ts refuses them.
export function isCheckedFormPost(request: IncomingMessage, pathname: string, siteHost: string): boolean {
  if (request.method !== "POST" || pathname.startsWith("/api/") || isCrossSite(request, siteHost))
    return false;
  const length = request.headers["content-length"];
  if (!length || !/^\d+$/.test(length) || Number(length) > FORM_POST_LIMIT_BYTES) return false;
  return (
    request.headers["next-action"] !== undefined || FORM_TYPES.test(request.headers["content-type"] ?? "")
  );
}

function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", () => resolve(undefined));
    request.on("aborted", () => resolve(undefined));
  });
}

function replay(request: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = requestCopy(request);
  copy.complete = true;
  copy.push(body);
  copy.push(null);
  return copy;
}

export type CheckedPost =
  { outcome: "pass"; request: IncomingMessage } | { outcome: "refuse"; reason: string } | { outcome: "gone" };

export async function checkFormPost(request: IncomingMessage): Promise<CheckedPost> {
  const body = await readBody(request);
  if (!body) return { outcome: "gone" };
  const calledByHeader = request.headers["next-action"] !== undefined;
  const contentType = request.headers["content-type"] ?? "";
  // A Next-Action call without a multipart body: proxy.ts refuses it with its own message.
  if (!FORM_TYPES.test(contentType)) return { outcome: "pass", request: replay(request, body) };
  const fields = formFields(body, contentType);
  if (!fields) return { outcome: "refuse", reason: "malformed form body" };
  const problem = serverFunctionPayloadProblem(fields, calledByHeader);
  if (problem) return { outcome: "refuse", reason: problem };
  return { outcome: "pass", request: replay(request, body) };
}

/**
 * What the server entry adds to every response before Next.js sends it: the site-wide Content-Security-Policy
 * when the response carries none of its own (a prerendered page carries its hashes, /blog a nonce), and the
 * other security headers where Next left them out (its own redirects, such as "//contact" to "/contact"). Also
 * the answers the entry makes itself.
 */
import type { ServerResponse } from "node:http";

import { buildContentSecurityPolicy, buildSecurityHeaders } from "../security-headers";

const CSP = "content-security-policy";

function namesCsp(headers: unknown): boolean {
  if (Array.isArray(headers)) {
    // Raw [name, value, name, value] pairs or [name, value][] entries.
    return headers.some((entry, index) =>
      Array.isArray(entry)
        ? String(entry[0]).toLowerCase() === CSP
        : index % 2 === 0 && String(entry).toLowerCase() === CSP,
    );
  }
  return (
    typeof headers === "object" &&
    headers !== null &&
    Object.keys(headers).some((key) => key.toLowerCase() === CSP)
  );
}

/** Sets each security header the response lacks at the moment its head is written. */
export function withSecurityHeaders(response: ServerResponse, env: NodeJS.ProcessEnv): void {
  const policy = buildContentSecurityPolicy(env);
  const others = buildSecurityHeaders();
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    const inline = args.find((arg) => typeof arg === "object" && arg !== null);
    if (!response.headersSent) {
      if (!response.hasHeader(CSP) && !namesCsp(inline)) response.setHeader(CSP, policy);
      for (const { key, value } of others) if (!response.hasHeader(key)) response.setHeader(key, value);
    }
    return writeHead(...args);
  }) as ServerResponse["writeHead"];
}

/** A plain-text answer with the security headers, for the requests the entry refuses itself. */
export function sendRefusal(
  response: ServerResponse,
  status: number,
  message: string,
  extra: Record<string, string>,
  env: NodeJS.ProcessEnv,
): void {
  for (const { key, value } of buildSecurityHeaders()) response.setHeader(key, value);
  response.setHeader("Content-Security-Policy", buildContentSecurityPolicy(env));
  for (const [key, value] of Object.entries(extra)) response.setHeader(key, value);
  response.setHeader("Content-Type", "text/plain; charset=utf-8");
  response.setHeader("Cache-Control", "no-store");
  response.statusCode = status;
  response.end(message);
}

const REASONS: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
};

/**
 * The raw answer to a request Node's HTTP parser refused before any handler saw it (a malformed Content-Length,
 * an oversized header): its status, with the security headers, and the connection closed.
 */
export function rawParserRefusal(code: string | undefined, env: NodeJS.ProcessEnv): string {
  const status = code === "HPE_HEADER_OVERFLOW" ? 431 : code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
  const reason = REASONS[status]!;
  const headers = [
    ...buildSecurityHeaders(),
    { key: "Content-Security-Policy", value: buildContentSecurityPolicy(env) },
    // No body: the method of a request that could not be parsed is unknown, and a HEAD answer has none.
    { key: "Content-Length", value: "0" },
    { key: "Connection", value: "close" },
  ];
  return `HTTP/1.1 ${status} ${reason}\r\n${headers.map(({ key, value }) => `${key}: ${value}\r\n`).join("")}\r\n`;
}

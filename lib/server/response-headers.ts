import type { ServerResponse } from "node:http";

import { buildContentSecurityPolicy, buildSecurityHeaders } from "../security-headers";

const CSP = "content-security-policy";

function namesCsp(headers: unknown): boolean {
  if (Array.isArray(headers)) {
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

// Next's own redirects (such as "//contact" to "/contact") go out without the headers next.config.ts sets.
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

export function sendRefusal(
  response: ServerResponse,
  status: number,
  message: string,
  extra: Record<string, string>,
  env: NodeJS.ProcessEnv,
): void {
  for (const { key, value } of buildSecurityHeaders()) response.setHeader(key, value);
  response.setHeader("Content-Security-Policy", buildContentSecurityPolicy(env));
  response.setHeader("Content-Type", "text/plain; charset=utf-8");
  for (const [key, value] of Object.entries(extra)) response.setHeader(key, value);
  response.setHeader("Cache-Control", "no-store");
  response.statusCode = status;
  response.end(message);
}

const REASONS: Record<number, string> = {
  400: "Bad Request",
  408: "Request Timeout",
  431: "Request Header Fields Too Large",
};

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

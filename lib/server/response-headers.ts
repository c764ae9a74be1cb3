/**
 * What the server entry adds to every response before Next.js sends it: the site-wide Content-Security-Policy
 * when the response carries none of its own (a prerendered page carries its hashes, /blog a nonce), and the
 * security headers on the answers the entry makes itself.
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

/** Sets the site-wide policy on a response at the moment its head is written, unless it has one. */
export function withDefaultContentSecurityPolicy(response: ServerResponse, env: NodeJS.ProcessEnv): void {
  const policy = buildContentSecurityPolicy(env);
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse;
  response.writeHead = ((...args: unknown[]) => {
    const inline = args.find((arg) => typeof arg === "object" && arg !== null);
    if (!response.headersSent && !response.hasHeader(CSP) && !namesCsp(inline))
      response.setHeader(CSP, policy);
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

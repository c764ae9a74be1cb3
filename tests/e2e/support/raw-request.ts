/** One HTTP request exactly as a test crafts it (any method, headers, a chunked or declared body), over loopback. */
import http from "node:http";

import { E2E_PORT } from "../../../playwright.config";

export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sends the body in pieces without a Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
}

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The body's bytes as sent (still compressed when the response says so). */
  bytes: Buffer;
}

export function rawRequest({ method, path, headers = {}, body, chunked }: RawRequest): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    // Node frames a body as chunks for every method only when told to (not by default for DELETE or OPTIONS).
    const framing =
      body === undefined
        ? {}
        : chunked
          ? { "transfer-encoding": "chunked" }
          : { "content-length": String(Buffer.byteLength(body)) };
    const request = http.request(
      { host: "127.0.0.1", port: E2E_PORT, method, path, headers: { ...framing, ...headers }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: bytes.toString("utf8"),
            bytes,
          });
        });
        response.on("error", reject);
      },
    );
    request.setTimeout(15_000, () => request.destroy(new Error(`${method} ${path} timed out`)));
    request.on("error", reject);
    if (body !== undefined && chunked) {
      for (let at = 0; at < body.length; at += 16_384) request.write(body.slice(at, at + 16_384));
    } else if (body !== undefined) {
      request.write(body);
    }
    request.end();
  });
}

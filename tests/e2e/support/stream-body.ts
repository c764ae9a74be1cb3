/** A chunked body written until the server answers (or `maxBytes` went out): how much it read before answering. */
import http from "node:http";

import { E2E_PORT } from "../../../playwright.config";

export interface StreamedAnswer {
  status: number;
  body: string;
  /** Bytes of body written when the answer's status line arrived. */
  sentBeforeAnswer: number;
}

const CHUNK = Buffer.alloc(64 * 1024, "x");

export function streamUntilAnswered(
  path: string,
  headers: Record<string, string>,
  maxBytes: number,
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answeredAt: number | undefined;
    const request = http.request({
      host: "127.0.0.1",
      port: E2E_PORT,
      method: "POST",
      path,
      headers: { ...headers, "transfer-encoding": "chunked" },
      agent: false,
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`${path}: no answer within 30 s`)));
    request.on("response", (response) => {
      answeredAt = sent;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        resolve({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          sentBeforeAnswer: answeredAt ?? sent,
        });
        request.destroy();
      });
    });
    // The server may close while the rest is still going out: the answer is what counts.
    request.on("error", (error) => {
      if (answeredAt === undefined) reject(error);
    });
    const pump = () => {
      while (answeredAt === undefined && sent < maxBytes) {
        sent += CHUNK.length;
        if (!request.write(CHUNK)) return void request.once("drain", pump);
      }
      if (answeredAt === undefined) request.end();
    };
    pump();
  });
}

/** A chunked body written until the server answers (or `maxBytes` went out): how much it read before answering. */
import net from "node:net";

import { E2E_PORT } from "../../../playwright.config";

export interface StreamedAnswer {
  status: number;
  body: string;
  /** Bytes of body written when the answer's status line arrived. */
  sentBeforeAnswer: number;
}

const PIECE = 64 * 1024;
const CHUNK = Buffer.concat([
  Buffer.from(`${PIECE.toString(16)}\r\n`),
  Buffer.alloc(PIECE, "x"),
  Buffer.from("\r\n"),
]);

// A raw socket, half-open: a server that ends its side after answering leaves the answer readable.
export function streamUntilAnswered(
  path: string,
  headers: Record<string, string>,
  maxBytes: number,
): Promise<StreamedAnswer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answeredAt: number | undefined;
    let received = "";
    const socket = net.connect({ host: "127.0.0.1", port: E2E_PORT, allowHalfOpen: true });
    const head = Object.entries({ host: `localhost:${E2E_PORT}`, ...headers, "transfer-encoding": "chunked" })
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join("");
    socket.write(`POST ${path} HTTP/1.1\r\n${head}\r\n`);
    const timer = setTimeout(() => socket.destroy(new Error("no answer within 30 s")), 30_000);
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const [statusLine = "", ...rest] = received.split("\r\n");
      const status = Number(statusLine.split(" ")[1] ?? 0);
      const body = received.slice(received.indexOf("\r\n\r\n") + 4);
      if (!status) reject(new Error(`${path}: no answer after ${sent} bytes (${rest.length} lines)`));
      else resolve({ status, body, sentBeforeAnswer: answeredAt ?? sent });
    };
    socket.on("data", (chunk: Buffer) => {
      if (answeredAt === undefined) answeredAt = sent;
      received += chunk.toString("latin1");
      // Whole once the declared length arrived; the tests' answers are small.
      const length = /\r\ncontent-length: (\d+)/i.exec(received);
      const bodyStart = received.indexOf("\r\n\r\n");
      if (length && bodyStart !== -1 && received.length - bodyStart - 4 >= Number(length[1])) finish();
      else if (!length && received.endsWith("\r\n0\r\n\r\n")) finish();
    });
    socket.on("end", finish);
    // The server may reset while the rest is still going out: what it answered first is what counts.
    socket.on("error", () => finish());
    const pump = () => {
      while (answeredAt === undefined && sent < maxBytes && !socket.destroyed) {
        sent += PIECE;
        if (!socket.write(CHUNK)) return void socket.once("drain", pump);
      }
      if (answeredAt === undefined && !socket.destroyed) socket.write("0\r\n\r\n");
    };
    pump();
  });
}

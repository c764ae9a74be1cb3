/**
 * A real local SMTP server for tests and the bench (the `smtp-server` package): it records every message it
 * accepts, parsed, and can refuse messages or go down and come back on the same port.
 */
import type { AddressInfo } from "node:net";

import { SMTPServer } from "smtp-server";

import { leafParts, parseMime } from "./mime";

export type SmtpMode = "ok" | "reject";

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Header values by lower-case name, encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments: { filename?: string; contentType: string; content: string }[];
  raw: string;
}

export interface SmtpTestServer {
  port: number;
  /** smtp://127.0.0.1:<port> (no TLS, no login). */
  url: string;
  received: ReceivedMail[];
  setMode(mode: SmtpMode): void;
  clear(): void;
  /** Closes the listener and every open connection: the mail server is down. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

export function toReceivedMail(raw: string, envelopeFrom: string, envelopeTo: string[]): ReceivedMail {
  const root = parseMime(raw);
  const leaves = leafParts(root);
  const isAttachment = (part: (typeof leaves)[number]) =>
    part.filename !== undefined || /^attachment/i.test(part.headers["content-disposition"] ?? "");
  const body = (type: string) =>
    leaves.find((part) => !isAttachment(part) && part.contentType.toLowerCase().startsWith(type))?.body ?? "";
  return {
    envelopeFrom,
    envelopeTo,
    headers: root.headers,
    subject: root.headers.subject ?? "",
    text: body("text/plain"),
    html: body("text/html"),
    attachments: leaves
      .filter(isAttachment)
      .map((part) => ({ filename: part.filename, contentType: part.contentType, content: part.body })),
    raw,
  };
}

export async function startSmtpServer(options: { port?: number } = {}): Promise<SmtpTestServer> {
  let mode: SmtpMode = "ok";
  const received: ReceivedMail[] = [];
  let port = options.port ?? 0;
  let server: SMTPServer | undefined;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      // A test's close must not wait 30 s for clients to leave.
      closeTimeout: 100,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          if (mode === "reject") {
            const error = Object.assign(new Error("Mailbox temporarily unavailable"), { responseCode: 451 });
            callback(error);
            return;
          }
          const from = session.envelope.mailFrom;
          received.push(
            toReceivedMail(
              Buffer.concat(chunks).toString("utf8"),
              from ? from.address : "",
              session.envelope.rcptTo.map((address) => address.address),
            ),
          );
          callback();
        });
      },
    });

  const up = async () => {
    const next = create();
    await new Promise<void>((resolve, reject) => {
      next.server.once("error", reject);
      next.listen(port, "127.0.0.1", () => resolve());
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };
  const down = async () => {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await up();
  return {
    get port() {
      return port;
    },
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    received,
    setMode(next) {
      mode = next;
    },
    clear() {
      received.length = 0;
    },
    down,
    up,
    close: down,
  };
}

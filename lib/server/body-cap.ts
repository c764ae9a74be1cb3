import { IncomingMessage, type ServerResponse } from "node:http";

/** A request Next can read in place of `request`: same head, the body as this server hands it on. */
export function requestCopy(request: IncomingMessage): IncomingMessage {
  const copy = new IncomingMessage(request.socket);
  copy.method = request.method;
  copy.url = request.url;
  copy.httpVersion = request.httpVersion;
  copy.httpVersionMajor = request.httpVersionMajor;
  copy.httpVersionMinor = request.httpVersionMinor;
  copy.headers = request.headers;
  copy.rawHeaders = request.rawHeaders;
  // Its reader failing must not take the socket down: the server still owes the client an answer.
  copy._destroy = (error, callback) => callback(error);
  return copy;
}

export function hasBody(request: IncomingMessage): boolean {
  const length = request.headers["content-length"];
  return request.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * The request with its body passed on as its reader asks for it (a route that answers without reading leaves it
 * unread); once more than `limit` bytes came, the reader gets an error, the rest is discarded and `onOver` answers.
 */
export function capBody(request: IncomingMessage, limit: number, onOver: () => void): IncomingMessage {
  const copy = requestCopy(request);
  let size = 0;
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size <= limit) {
      if (!copy.push(chunk)) request.pause();
      return;
    }
    request.off("data", onData);
    request.resume();
    const over = new Error(`request body over ${limit} bytes (answered 413)`);
    over.stack = over.message; // logged by the route that was reading it: a refusal, not a fault
    copy.destroy(over);
    onOver();
  };
  let reading = false;
  copy._read = () => {
    if (reading) request.resume();
    else {
      reading = true;
      request.on("data", onData);
    }
  };
  request.on("end", () => {
    copy.complete = true;
    copy.push(null);
  });
  request.on("aborted", () => copy.destroy(new Error("request aborted")));
  request.on("error", (error) => copy.destroy(error));
  return copy;
}

// Long enough for a client still sending to read the answer, short enough not to be a way to hold a socket.
const END_AFTER_MS = 250;
const LINGER_MS = 2_000;

/**
 * Closes the connection once the answer is out, still reading (and dropping) what the client sends for a moment:
 * closing on unread data resets the connection, and a client still writing its body would lose the answer (Node's
 * own client fails its write on an early end before it reads the answer).
 */
export function closeAfterAnswer(response: ServerResponse): void {
  const socket = response.socket;
  if (!socket) return;
  const close = () => {
    setTimeout(() => socket.end(), END_AFTER_MS).unref();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
  if (response.writableFinished) close();
  else response.once("finish", close);
}

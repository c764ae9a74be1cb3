/**
 * A small MIME reader for the test mail server: headers (unfolded, encoded words decoded) and the parts of a
 * multipart message, each body decoded from base64 or quoted-printable. Enough for what nodemailer writes.
 */

export interface MimePart {
  headers: Record<string, string>;
  contentType: string;
  filename?: string;
  body: string;
  parts: MimePart[];
}

function decodeQuotedPrintable(text: string): Buffer {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, "");
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    const hex = source.slice(index + 1, index + 3);
    if (character === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(character ?? "", "utf8"));
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects and names. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(
      /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
      (_match, _charset: string, encoding: string, text: string) =>
        encoding.toUpperCase() === "B"
          ? Buffer.from(text, "base64").toString("utf8")
          : decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8"),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function parameter(header: string, name: string): string | undefined {
  const match = new RegExp(`${name}\\*?=("([^"]*)"|[^;\\s]+)`, "i").exec(header);
  return match ? (match[2] ?? match[1]) : undefined;
}

export function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const headerBlock = split === -1 ? raw : raw.slice(0, split);
  const rest = split === -1 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = parseHeaders(headerBlock);
  const contentType = headers["content-type"] ?? "text/plain";
  const filename =
    parameter(headers["content-disposition"] ?? "", "filename") ?? parameter(contentType, "name");
  const boundary = parameter(contentType, "boundary");
  if (contentType.toLowerCase().startsWith("multipart/") && boundary) {
    const parts = rest
      .split(`--${boundary}`)
      .slice(1)
      .filter((chunk) => !chunk.startsWith("--"))
      .map((chunk) => parseMime(chunk.replace(/^\r?\n/, "").replace(/\r?\n$/, "")));
    return { headers, contentType, filename, body: "", parts };
  }
  const encoding = (headers["content-transfer-encoding"] ?? "").toLowerCase();
  const body =
    encoding === "base64"
      ? Buffer.from(rest.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? decodeQuotedPrintable(rest).toString("utf8")
        : rest;
  return { headers, contentType, filename, body, parts: [] };
}

/** Every leaf part, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length === 0 ? [part] : part.parts.flatMap(leafParts);
}

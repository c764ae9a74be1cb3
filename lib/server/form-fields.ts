import type { PayloadFields } from "./server-function-payload";

const DISPOSITION_NAME = /;\s*name="([^"]*)"/i;

function multipartFields(body: string, boundary: string): PayloadFields | undefined {
  const delimiter = `--${boundary}`;
  const sections = body.split(delimiter);
  // A preamble, then parts, then "--" and an optional epilogue.
  if (sections.length < 2 || !sections.at(-1)!.startsWith("--")) return undefined;
  const fields: [string, string | undefined][] = [];
  for (const section of sections.slice(1, -1)) {
    if (!section.startsWith("\r\n") || !section.endsWith("\r\n")) return undefined;
    const headEnd = section.indexOf("\r\n\r\n", 2);
    if (headEnd === -1) return undefined;
    const head = section.slice(2, headEnd);
    const disposition = head.split("\r\n").find((line) => /^content-disposition:\s*form-data/i.test(line));
    const name = disposition && DISPOSITION_NAME.exec(disposition)?.[1];
    if (name === undefined || name === "" || !disposition) return undefined;
    const isFile = /;\s*filename\*?=/i.test(disposition);
    fields.push([name, isFile ? undefined : section.slice(headEnd + 4, -2)]);
  }
  return fields;
}

export function formFields(body: Buffer, contentType: string): PayloadFields | undefined {
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    return [...new URLSearchParams(body.toString("utf8"))];
  }
  const boundary = /^multipart\/form-data\b.*;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  if (!boundary) return undefined;
  return multipartFields(body.toString("utf8"), boundary[1] ?? boundary[2]!);
}

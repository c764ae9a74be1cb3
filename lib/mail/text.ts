/** Safe pieces for emails: one-line header text, escaped HTML, absolute links. */

const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/** Text for a header (subject, display name): line breaks become spaces, so nothing can start a new header. */
export function oneLine(text: string): string {
  return text.replace(LINE_BREAKS, " ").replace(CONTROL_CHARACTERS, "").replace(/\s+/g, " ").trim();
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Escaped, with line breaks kept as <br>. */
export function htmlLines(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

/** A site path as an absolute URL on the public site (an email has no page to be relative to). */
export function siteLink(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, "")}/`).toString();
}

/** A simple HTML email around the given body. */
export function htmlDocument(title: string, body: string): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1f2937">',
    body,
    "</body></html>",
  ].join("\n");
}

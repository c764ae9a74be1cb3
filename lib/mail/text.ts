const LINE_BREAKS = /[\r\n\u0085\u2028\u2029]+/g;
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

// Line breaks become spaces, so a subject or display name can never start a new header.
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

export function htmlLines(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

export function siteLink(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/+$/, "")}/`).toString();
}

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

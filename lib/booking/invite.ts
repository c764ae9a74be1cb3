import { siteConfig } from "@/content/site";

export interface InviteInput {
  bookingId: string;
  start: number;
  end: number;
  // Raised on every change so calendars replace the event they hold.
  sequence: number;
  cancelled: boolean;
  now: number;
  manageUrl?: string;
}

export const INVITE_TITLE = `Roofing Strategy Call with ${siteConfig.name}`;

function inviteDescription(manageUrl?: string): string {
  const lines = [
    `Your free strategy call with ${siteConfig.name}. We will call the number you gave us; questions: ${siteConfig.phone.display}.`,
  ];
  if (manageUrl) lines.push(`Reschedule or cancel: ${manageUrl}`);
  return lines.join("\n");
}

export function icsTime(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function escapeText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

// RFC 5545 folding: lines over 75 octets continue on the next line after a space.
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const chunks: string[] = [];
  let rest = line;
  let limit = 75;
  while (Buffer.byteLength(rest, "utf8") > limit) {
    let cut = limit;
    while (Buffer.byteLength(rest.slice(0, cut), "utf8") > limit) cut -= 1;
    chunks.push(rest.slice(0, cut));
    rest = rest.slice(cut);
    limit = 74;
  }
  chunks.push(rest);
  return chunks.join("\r\n ");
}

export function inviteUid(bookingId: string): string {
  return `${bookingId}@${new URL(siteConfig.url).hostname}`;
}

export function buildIcs(input: InviteInput): string {
  const method = input.cancelled ? "CANCEL" : "REQUEST";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${siteConfig.name}//Strategy calls//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${method}`,
    "BEGIN:VEVENT",
    `UID:${inviteUid(input.bookingId)}`,
    `SEQUENCE:${input.sequence}`,
    `DTSTAMP:${icsTime(input.now)}`,
    `DTSTART:${icsTime(input.start)}`,
    `DTEND:${icsTime(input.end)}`,
    `SUMMARY:${escapeText(INVITE_TITLE)}`,
    `DESCRIPTION:${escapeText(inviteDescription(input.manageUrl))}`,
    `LOCATION:${escapeText(`Phone call from ${siteConfig.phone.display}`)}`,
    `ORGANIZER;CN=${escapeText(siteConfig.name)}:mailto:${siteConfig.email}`,
    `STATUS:${input.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

export function googleCalendarUrl(input: Pick<InviteInput, "start" | "end" | "manageUrl">): string {
  const url = new URL("https://calendar.google.com/calendar/render");
  url.searchParams.set("action", "TEMPLATE");
  url.searchParams.set("text", INVITE_TITLE);
  url.searchParams.set("dates", `${icsTime(input.start)}/${icsTime(input.end)}`);
  url.searchParams.set("details", inviteDescription(input.manageUrl));
  return url.toString();
}

export function outlookCalendarUrl(input: Pick<InviteInput, "start" | "end" | "manageUrl">): string {
  const url = new URL("https://outlook.live.com/calendar/0/deeplink/compose");
  url.searchParams.set("path", "/calendar/action/compose");
  url.searchParams.set("rru", "addevent");
  url.searchParams.set("subject", INVITE_TITLE);
  url.searchParams.set("startdt", new Date(input.start).toISOString());
  url.searchParams.set("enddt", new Date(input.end).toISOString());
  url.searchParams.set("body", inviteDescription(input.manageUrl));
  return url.toString();
}

import { agencyNoticeCopy as copy } from "@/content/emails";
import { zoneName } from "@/lib/booking/zoned-time";
import type { LeadAttribution, Touch } from "@/lib/leads/attribution";
import { EMAIL_PATTERN } from "@/lib/leads/shared/email-rule";

import type { MailMessage } from "../message";
import { escapeHtml, htmlDocument, oneLine, siteLink } from "../text";
import { formatCallTime } from "../time";
import { fieldLabel, sectionsHtml, sectionsText, type Row, type Section } from "./rows";

export interface NoticeLead {
  id: string;
  tag: string;
  createdAt: number;
  // Booking events may carry fields the forms do not.
  payload: Readonly<Record<string, unknown>>;
  attribution?: LeadAttribution | null;
}

function text(value: unknown): string | undefined {
  if (typeof value === "string") return value.trim() || undefined;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

function personOf(payload: NoticeLead["payload"]): string {
  const name = [text(payload.firstName), text(payload.lastName)].filter(Boolean).join(" ");
  return name || text(payload.email) || "(no name)";
}

export function agencyNoticeSubject(lead: NoticeLead): string {
  const prefix = copy.subjectPrefix[lead.tag] ?? copy.defaultSubjectPrefix;
  const who = [personOf(lead.payload), text(lead.payload.businessName)].filter(Boolean).join(", ");
  return oneLine(`${prefix}: ${who} (${lead.tag})`);
}

function fieldRows(payload: NoticeLead["payload"]): Row[] {
  return Object.entries(payload).flatMap(([name, value]): Row[] => {
    const shown = name === "tag" ? undefined : text(value);
    return shown === undefined ? [] : [[fieldLabel(name), shown]];
  });
}

function callRows(payload: NoticeLead["payload"], agencyTimeZone: string): Row[] {
  const rows: Row[] = [];
  for (const [name, value] of Object.entries(payload)) {
    if (!/appointmentDateTime$/i.test(name) || typeof value !== "string") continue;
    const agency = formatCallTime(value, agencyTimeZone);
    if (!agency) continue;
    const zone = zoneName(agencyTimeZone, Date.parse(value));
    rows.push([
      name === "appointmentDateTime" ? `Call time (${zone})` : `${fieldLabel(name)} (${zone})`,
      agency,
    ]);
    const visitorZone = text(payload.timezone);
    const visitor = visitorZone ? formatCallTime(value, visitorZone) : undefined;
    if (name === "appointmentDateTime" && visitor) rows.push(["Visitor's time", visitor]);
  }
  return rows;
}

function touchRows(label: string, touch: Touch | undefined): Row[] {
  if (!touch) return [];
  const parts: Row[] = [
    [`${label} source`, touch.utm_source ?? (touch.referrer ? touch.referrer : "(direct)")],
    [`${label} medium`, touch.utm_medium ?? ""],
    [`${label} campaign`, touch.utm_campaign ?? ""],
    [`${label} gclid`, touch.gclid ?? ""],
    [`${label} landing page`, touch.landingPage],
  ];
  return parts.filter(([, value]) => value !== "");
}

function attributionRows(attribution: NoticeLead["attribution"], siteUrl: string): Row[] {
  return [
    ...(attribution?.pagePath ? [["Page", siteLink(siteUrl, attribution.pagePath)] as Row] : []),
    ...touchRows("Last touch", attribution?.lastTouch),
    ...touchRows("First touch", attribution?.firstTouch),
  ];
}

export function agencyNoticeEmail(
  lead: NoticeLead,
  options: { to: string[]; siteUrl: string; agencyTimeZone: string },
): MailMessage {
  const subject = agencyNoticeSubject(lead);
  const sections: Section[] = [
    { heading: copy.callHeading, rows: callRows(lead.payload, options.agencyTimeZone) },
    { heading: copy.fieldsHeading, rows: fieldRows(lead.payload) },
    { heading: copy.attributionHeading, rows: attributionRows(lead.attribution, options.siteUrl) },
  ];
  const footer = `${copy.footer} ${lead.id} (${new Date(lead.createdAt).toISOString()}).`;
  const email = text(lead.payload.email);
  return {
    to: options.to,
    ...(email && EMAIL_PATTERN.test(email) ? { replyTo: email } : {}),
    subject,
    text: [subject, "", copy.intro, "", sectionsText(sections), "", footer].join("\n"),
    html: htmlDocument(
      subject,
      [
        `<h1 style="font-size:18px">${escapeHtml(subject)}</h1>`,
        `<p>${escapeHtml(copy.intro)}</p>`,
        sectionsHtml(sections),
        `<p style="color:#6b7280;font-size:12px">${escapeHtml(footer)}</p>`,
      ].join("\n"),
    ),
  };
}

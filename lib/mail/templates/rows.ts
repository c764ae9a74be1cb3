import { escapeHtml, htmlLines } from "../text";

export type Row = readonly [label: string, value: string];

export interface Section {
  heading: string;
  rows: Row[];
}

export function sectionsText(sections: Section[]): string {
  return sections
    .filter((section) => section.rows.length > 0)
    .map((section) =>
      [section.heading, ...section.rows.map(([label, value]) => `${label}: ${value}`)].join("\n"),
    )
    .join("\n\n");
}

export function sectionsHtml(sections: Section[]): string {
  return sections
    .filter((section) => section.rows.length > 0)
    .map((section) =>
      [
        `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(section.heading)}</h2>`,
        '<table cellpadding="4" style="border-collapse:collapse">',
        ...section.rows.map(
          ([label, value]) =>
            `<tr><th align="left" valign="top" style="padding-right:12px">${escapeHtml(label)}</th><td>${htmlLines(value)}</td></tr>`,
        ),
        "</table>",
      ].join("\n"),
    )
    .join("\n");
}

export function fieldLabel(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

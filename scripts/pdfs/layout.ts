import PDFDocument from "pdfkit";

import type { Guide } from "../../content/guides";

export const AGENCY_NAME = "Bluebonnet Digital";
export const WEBSITE = "bluebonnetdigital.com";
/** Fixed so that the output is byte-for-byte reproducible. */
export const DOCUMENT_DATE = new Date("2025-01-01T00:00:00.000Z");

// Letter: 8.5 x 11 in = 612 x 792 pt.
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN_X = 72;
export const MARGIN_TOP = 78;
export const MARGIN_BOTTOM = 72;
export const CONTENT_WIDTH = PAGE_WIDTH - MARGIN_X * 2;

export const COLORS = {
  navy: "#13294B",
  blue: "#2F5BD3",
  lightBlue: "#C9D7FB",
  text: "#1F2937",
  muted: "#6B7280",
  rule: "#D1D5DB",
  white: "#FFFFFF",
} as const;

export const FONTS = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
} as const;

export const BODY_SIZE = 11;
export const BODY_LINE_GAP = 4;
export const PARAGRAPH_GAP = 9;
export const BULLET_INDENT = 18;
export const HEADER_LABEL_WIDTH = 130;

export type Doc = InstanceType<typeof PDFDocument>;

export function newDocument(guide: Guide): Doc {
  return new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN_TOP, bottom: MARGIN_BOTTOM, left: MARGIN_X, right: MARGIN_X },
    bufferPages: true,
    autoFirstPage: true,
    compress: true,
    lang: "en-US",
    displayTitle: true,
    info: {
      Title: guide.title,
      Author: AGENCY_NAME,
      Subject: guide.subtitle,
      Keywords: "marketing, lead generation, local service businesses, Google Ads",
      Creator: AGENCY_NAME,
      Producer: AGENCY_NAME,
      CreationDate: DOCUMENT_DATE,
      ModDate: DOCUMENT_DATE,
    },
  });
}

export function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

export function spaceLeft(doc: Doc): number {
  return PAGE_HEIGHT - MARGIN_BOTTOM - doc.y;
}

export function ensureSpace(doc: Doc, needed: number): void {
  if (spaceLeft(doc) < needed) {
    doc.addPage();
  }
}

export function sectionLabel(index: number): string {
  return String(index + 1).padStart(2, "0");
}

/**
 * Renders the downloadable guides in content/guides.ts to public/<fileName>.
 *
 *   npx tsx scripts/generate-pdfs.ts
 *
 * Uses only the standard PDF fonts that ship with pdfkit (Helvetica family), fetches nothing,
 * and fixes the document dates so that the same text always produces the same file.
 *
 * Layout: a cover page, a contents page with page numbers, then the sections flowing across
 * Letter-size pages, with a running header and a page number in the footer of every page
 * after the cover. Page numbers for the contents page come from a first, discarded pass.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import PDFDocument from "pdfkit";

import { guides, type Guide, type GuideSection } from "../content/guides";
import { runMain } from "./support/run-main";

const AGENCY_NAME = "Bluebonnet Digital";
const WEBSITE = "bluebonnetdigital.com";
/** Fixed so that the output is byte-for-byte reproducible. */
const DOCUMENT_DATE = new Date("2025-01-01T00:00:00.000Z");

const OUTPUT_DIR = path.resolve(__dirname, "..", "public");

// Letter: 8.5 x 11 in = 612 x 792 pt.
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const MARGIN_X = 72;
const MARGIN_TOP = 78;
const MARGIN_BOTTOM = 72;
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN_X * 2;

const COLORS = {
  navy: "#13294B",
  blue: "#2F5BD3",
  lightBlue: "#C9D7FB",
  text: "#1F2937",
  muted: "#6B7280",
  rule: "#D1D5DB",
  white: "#FFFFFF",
} as const;

const FONTS = {
  regular: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
} as const;

const BODY_SIZE = 11;
const BODY_LINE_GAP = 4;
const PARAGRAPH_GAP = 9;
const BULLET_INDENT = 18;
const HEADER_LABEL_WIDTH = 130;

type Doc = InstanceType<typeof PDFDocument>;

interface RenderResult {
  pdf: Buffer;
  /** 1-based physical page number on which each section starts. */
  sectionPages: number[];
  pageCount: number;
}

function newDocument(guide: Guide): Doc {
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

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
}

/** Space left on the current page above the bottom margin. */
function spaceLeft(doc: Doc): number {
  return PAGE_HEIGHT - MARGIN_BOTTOM - doc.y;
}

function ensureSpace(doc: Doc, needed: number): void {
  if (spaceLeft(doc) < needed) {
    doc.addPage();
  }
}

function drawCover(doc: Doc, guide: Guide): void {
  // The cover is laid out by hand down to the bottom edge: no automatic page breaks.
  const savedBottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;

  // Full-bleed navy background with a blue band at the bottom.
  doc.rect(0, 0, PAGE_WIDTH, PAGE_HEIGHT).fill(COLORS.navy);
  doc.rect(0, PAGE_HEIGHT - 170, PAGE_WIDTH, 170).fill(COLORS.blue);
  doc.rect(MARGIN_X, 150, 56, 5).fill(COLORS.lightBlue);

  doc
    .font(FONTS.bold)
    .fontSize(10)
    .fillColor(COLORS.lightBlue)
    .text("FREE GUIDE FOR LOCAL SERVICE BUSINESSES", MARGIN_X, 120, {
      width: CONTENT_WIDTH,
      characterSpacing: 1.5,
      lineBreak: false,
    });

  doc
    .font(FONTS.bold)
    .fontSize(34)
    .fillColor(COLORS.white)
    .text(guide.title, MARGIN_X, 180, { width: CONTENT_WIDTH, lineGap: 6 });

  doc.moveDown(0.8);
  doc
    .font(FONTS.regular)
    .fontSize(14)
    .fillColor(COLORS.lightBlue)
    .text(guide.subtitle, MARGIN_X, doc.y, { width: CONTENT_WIDTH - 40, lineGap: 5 });

  const footerTop = PAGE_HEIGHT - 170 + 52;
  doc
    .font(FONTS.bold)
    .fontSize(20)
    .fillColor(COLORS.white)
    .text(AGENCY_NAME, MARGIN_X, footerTop, { width: CONTENT_WIDTH, lineBreak: false });
  doc
    .font(FONTS.regular)
    .fontSize(12)
    .fillColor(COLORS.white)
    .text(WEBSITE, MARGIN_X, footerTop + 30, { width: CONTENT_WIDTH, lineBreak: false });
  doc
    .font(FONTS.regular)
    .fontSize(10)
    .fillColor(COLORS.lightBlue)
    .text("Austin, Texas", MARGIN_X, footerTop + 50, { width: CONTENT_WIDTH, lineBreak: false });

  doc.page.margins.bottom = savedBottom;
}

function sectionLabel(index: number): string {
  return String(index + 1).padStart(2, "0");
}

function drawContents(doc: Doc, guide: Guide, sectionPages: number[]): void {
  doc.x = MARGIN_X;
  doc.y = MARGIN_TOP;
  doc
    .font(FONTS.bold)
    .fontSize(10)
    .fillColor(COLORS.blue)
    .text("INSIDE THIS GUIDE", MARGIN_X, doc.y, { characterSpacing: 1.5 });
  doc.moveDown(0.4);
  doc.font(FONTS.bold).fontSize(24).fillColor(COLORS.navy).text("Contents", MARGIN_X, doc.y);
  doc.moveDown(1.2);

  guide.sections.forEach((section, index) => {
    const rowTop = doc.y;
    const page = sectionPages[index];
    doc
      .font(FONTS.bold)
      .fontSize(12)
      .fillColor(COLORS.blue)
      .text(sectionLabel(index), MARGIN_X, rowTop, { width: 30, lineBreak: false });
    doc
      .font(FONTS.regular)
      .fontSize(12)
      .fillColor(COLORS.text)
      .text(section.heading, MARGIN_X + 34, rowTop, { width: CONTENT_WIDTH - 34 - 40 });
    const rowBottom = doc.y;
    doc
      .font(FONTS.regular)
      .fontSize(12)
      .fillColor(COLORS.muted)
      .text(page === undefined ? "" : String(page), MARGIN_X, rowTop, {
        width: CONTENT_WIDTH,
        align: "right",
        lineBreak: false,
      });
    const lineY = rowBottom + 8;
    doc
      .moveTo(MARGIN_X, lineY)
      .lineTo(PAGE_WIDTH - MARGIN_X, lineY)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc.y = lineY + 10;
  });

  doc.moveDown(1.5);
  doc
    .font(FONTS.italic)
    .fontSize(10)
    .fillColor(COLORS.muted)
    .text(
      "Figures in this guide marked as examples are illustrations, not promises of results. Costs and platform features change often; check current figures before you rely on them.",
      MARGIN_X,
      doc.y,
      { width: CONTENT_WIDTH, lineGap: 3 },
    );
}

function drawParagraph(doc: Doc, text: string): void {
  // Avoid a lone first line at the bottom of a page.
  ensureSpace(doc, (BODY_SIZE + BODY_LINE_GAP) * 2 + 4);
  doc
    .font(FONTS.regular)
    .fontSize(BODY_SIZE)
    .fillColor(COLORS.text)
    .text(text, MARGIN_X, doc.y, { width: CONTENT_WIDTH, lineGap: BODY_LINE_GAP });
  doc.y += PARAGRAPH_GAP;
}

/** A short label before the first colon ("Week 1, the foundation: ...") is set in bold. */
function splitLabel(text: string): { label: string; rest: string } | null {
  const colon = text.indexOf(": ");
  if (colon <= 0 || colon > 48) {
    return null;
  }
  return { label: text.slice(0, colon + 1), rest: text.slice(colon + 1) };
}

function drawBullet(doc: Doc, text: string, boldLabel: boolean): void {
  ensureSpace(doc, (BODY_SIZE + BODY_LINE_GAP) * 2 + 4);
  const top = doc.y;
  doc.circle(MARGIN_X + 5, top + 5.5, 2.4).fill(COLORS.blue);
  const options = { width: CONTENT_WIDTH - BULLET_INDENT, lineGap: BODY_LINE_GAP };
  const parts = boldLabel ? splitLabel(text) : null;
  doc.fontSize(BODY_SIZE).fillColor(COLORS.text);
  if (parts === null) {
    doc.font(FONTS.regular).text(text, MARGIN_X + BULLET_INDENT, top, options);
  } else {
    doc
      .font(FONTS.bold)
      .text(parts.label, MARGIN_X + BULLET_INDENT, top, { ...options, continued: true })
      .font(FONTS.regular)
      .text(parts.rest, options);
  }
  doc.y += 5;
}

/** Sign-off block after the last section. */
function drawClosing(doc: Doc): void {
  const boxHeight = 92;
  ensureSpace(doc, boxHeight + 24);
  doc.y += 14;
  const top = doc.y;
  doc.rect(MARGIN_X, top, CONTENT_WIDTH, boxHeight).fill(COLORS.navy);
  doc
    .font(FONTS.bold)
    .fontSize(15)
    .fillColor(COLORS.white)
    .text(AGENCY_NAME, MARGIN_X + 22, top + 20, { width: CONTENT_WIDTH - 44, lineBreak: false });
  doc
    .font(FONTS.regular)
    .fontSize(10.5)
    .fillColor(COLORS.lightBlue)
    .text(
      "Marketing that brings local service businesses more calls and more booked jobs.",
      MARGIN_X + 22,
      top + 42,
      { width: CONTENT_WIDTH - 44, lineBreak: false },
    );
  doc
    .font(FONTS.bold)
    .fontSize(10.5)
    .fillColor(COLORS.white)
    .text(WEBSITE, MARGIN_X + 22, top + 62, { width: CONTENT_WIDTH - 44, lineBreak: false });
  doc.x = MARGIN_X;
  doc.y = top + boxHeight;
}

function drawSection(doc: Doc, section: GuideSection, index: number): number {
  // Keep the heading with at least a few lines of its first paragraph.
  const headingHeight = doc
    .font(FONTS.bold)
    .fontSize(19)
    .heightOfString(section.heading, { width: CONTENT_WIDTH, lineGap: 3 });
  ensureSpace(doc, headingHeight + 130);
  if (doc.y > MARGIN_TOP + 1) {
    doc.y += 16;
  }
  const startPage = doc.bufferedPageRange().start + doc.bufferedPageRange().count;

  doc
    .font(FONTS.bold)
    .fontSize(9)
    .fillColor(COLORS.blue)
    .text(`SECTION ${sectionLabel(index)}`, MARGIN_X, doc.y, { characterSpacing: 1.5 });
  doc.y += 4;
  doc
    .font(FONTS.bold)
    .fontSize(19)
    .fillColor(COLORS.navy)
    .text(section.heading, MARGIN_X, doc.y, { width: CONTENT_WIDTH, lineGap: 3 });
  doc.y += 6;
  doc.rect(MARGIN_X, doc.y, 40, 3).fill(COLORS.blue);
  doc.y += 16;

  for (const paragraph of section.paragraphs) {
    drawParagraph(doc, paragraph);
  }
  if (section.bullets !== undefined && section.bullets.length > 0) {
    doc.y += 2;
    // Bold labels only when every item of the list has one, so the list reads consistently.
    const boldLabels = section.bullets.every((bullet) => splitLabel(bullet) !== null);
    for (const bullet of section.bullets) {
      drawBullet(doc, bullet, boldLabels);
    }
    doc.y += PARAGRAPH_GAP - 5;
  }
  return startPage;
}

/** Running header and footer on every page except the cover. */
function drawPageChrome(doc: Doc, guide: Guide): void {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start + 1; i < start + count; i += 1) {
    doc.switchToPage(i);
    // Writing inside the margins would otherwise trigger an automatic page break.
    const savedBottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;

    doc.font(FONTS.bold).fontSize(8.5).fillColor(COLORS.blue).text(AGENCY_NAME.toUpperCase(), MARGIN_X, 40, {
      width: HEADER_LABEL_WIDTH,
      characterSpacing: 1,
      lineBreak: false,
    });
    doc
      .font(FONTS.regular)
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(guide.title, MARGIN_X + HEADER_LABEL_WIDTH, 40, {
        width: CONTENT_WIDTH - HEADER_LABEL_WIDTH,
        align: "right",
        lineBreak: false,
        ellipsis: true,
        height: 12,
      });
    doc
      .moveTo(MARGIN_X, 54)
      .lineTo(PAGE_WIDTH - MARGIN_X, 54)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();

    const footerY = PAGE_HEIGHT - 44;
    doc
      .moveTo(MARGIN_X, footerY - 10)
      .lineTo(PAGE_WIDTH - MARGIN_X, footerY - 10)
      .lineWidth(0.5)
      .strokeColor(COLORS.rule)
      .stroke();
    doc
      .font(FONTS.regular)
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(WEBSITE, MARGIN_X, footerY, { width: CONTENT_WIDTH / 2, lineBreak: false });
    doc
      .font(FONTS.regular)
      .fontSize(8.5)
      .fillColor(COLORS.muted)
      .text(`Page ${i + 1} of ${count}`, MARGIN_X + CONTENT_WIDTH / 2, footerY, {
        width: CONTENT_WIDTH / 2,
        align: "right",
        lineBreak: false,
      });

    doc.page.margins.bottom = savedBottom;
  }
}

async function render(guide: Guide, knownSectionPages: number[]): Promise<RenderResult> {
  const doc = newDocument(guide);
  const output = collect(doc);

  drawCover(doc, guide);
  doc.addPage();
  drawContents(doc, guide, knownSectionPages);
  doc.addPage();

  const sectionPages = guide.sections.map((section, index) => drawSection(doc, section, index));
  drawClosing(doc);
  const pageCount = doc.bufferedPageRange().count;

  drawPageChrome(doc, guide);
  doc.end();
  return { pdf: await output, sectionPages, pageCount };
}

async function main(): Promise<void> {
  mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const guide of guides) {
    // Pass 1 finds the page of each section; pass 2 prints them in the contents. The contents
    // fit on one page whatever the numbers are, so the pagination does not change between passes.
    const draft = await render(guide, []);
    const final = await render(guide, draft.sectionPages);
    const target = path.join(OUTPUT_DIR, guide.fileName);
    writeFileSync(target, final.pdf);
    console.log(
      `${AGENCY_NAME}: wrote /${guide.fileName} (${final.pageCount} pages, ${(final.pdf.length / 1024).toFixed(1)} KB)`,
    );
  }
}

runMain(main);

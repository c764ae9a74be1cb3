import type { Guide } from "../../content/guides";
import {
  AGENCY_NAME,
  COLORS,
  CONTENT_WIDTH,
  FONTS,
  HEADER_LABEL_WIDTH,
  MARGIN_TOP,
  MARGIN_X,
  PAGE_HEIGHT,
  PAGE_WIDTH,
  sectionLabel,
  WEBSITE,
  type Doc,
} from "./layout";

export function drawCover(doc: Doc, guide: Guide): void {
  // The cover is laid out by hand down to the bottom edge: no automatic page breaks.
  const savedBottom = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;

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

export function drawContents(doc: Doc, guide: Guide, sectionPages: number[]): void {
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

export function drawPageChrome(doc: Doc, guide: Guide): void {
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

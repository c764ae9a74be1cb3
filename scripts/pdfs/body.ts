import type { GuideSection } from "../../content/guides";
import {
  AGENCY_NAME,
  BODY_LINE_GAP,
  BODY_SIZE,
  BULLET_INDENT,
  COLORS,
  CONTENT_WIDTH,
  ensureSpace,
  FONTS,
  MARGIN_TOP,
  MARGIN_X,
  PARAGRAPH_GAP,
  sectionLabel,
  WEBSITE,
  type Doc,
} from "./layout";

export function drawParagraph(doc: Doc, text: string): void {
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

export function drawBullet(doc: Doc, text: string, boldLabel: boolean): void {
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

export function drawClosing(doc: Doc): void {
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

export function drawSection(doc: Doc, section: GuideSection, index: number): number {
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

// Standard pdfkit fonts only, nothing fetched, fixed dates: the same text always produces the same file.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { guides, type Guide } from "../content/guides";
import { drawClosing, drawSection } from "./pdfs/body";
import { drawContents, drawCover, drawPageChrome } from "./pdfs/cover";
import { AGENCY_NAME, collect, newDocument } from "./pdfs/layout";
import { runMain } from "./support/run-main";

const OUTPUT_DIR = path.resolve(__dirname, "..", "public");

interface RenderResult {
  pdf: Buffer;
  /** 1-based physical page number on which each section starts. */
  sectionPages: number[];
  pageCount: number;
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
    // Pass 1 finds each section's page for the contents, which fit on one page, so pass 2 paginates alike.
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

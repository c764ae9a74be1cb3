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

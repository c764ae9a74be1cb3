/** The anchor of a heading: lower case, words joined by hyphens ("Days 1-30" -> "days-1-30"). */
export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-");
}

/** Plain text of a markdown heading: emphasis, code and link syntax removed. */
const plainText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]/g, "")
    .trim();

/** The article's sections (its level-2 headings), in order, with their anchors. */
export function articleSections(source: string): { id: string; title: string }[] {
  return [...source.matchAll(/^## (.+)$/gm)].map((match) => {
    const title = plainText(match[1]!);
    return { id: headingId(title), title };
  });
}

/** From this many sections an article gets a table of contents. */
export const CONTENTS_MIN_SECTIONS = 5;

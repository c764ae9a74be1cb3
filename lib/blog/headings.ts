export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/[\s-]+/g, "-");
}

const plainText = (markdown: string) =>
  markdown
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]/g, "")
    .trim();

export function articleSections(source: string): { id: string; title: string }[] {
  return [...source.matchAll(/^## (.+)$/gm)].map((match) => {
    const title = plainText(match[1]!);
    return { id: headingId(title), title };
  });
}

export const CONTENTS_MIN_SECTIONS = 5;

import { icons, type IconNode } from "lucide";

import { brandMarks, LOGO_SYMBOL_ID, logoMark } from "@/components/ui/brand-marks";
import { iconNames } from "@/components/ui/icon";

// Built once at build time and served as a file: every page's icons <use> its symbols.
export const dynamic = "force-static";

const escape = (value: string | number) =>
  String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** "chart-column" -> "ChartColumn", lucide's key for the icon. */
const lucideKey = (name: string) =>
  name.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());

function symbol(name: string, node: IconNode, viewBox = "0 0 24 24"): string {
  const shapes = node
    .map(
      ([tag, attributes]) =>
        `<${tag}${Object.entries(attributes)
          .map(([key, value]) => ` ${key}="${escape(value ?? "")}"`)
          .join("")}/>`,
    )
    .join("");
  return `<symbol id="${name}" viewBox="${viewBox}">${shapes}</symbol>`;
}

export function GET(): Response {
  const symbols = iconNames.map((name) => {
    const node = (icons as Record<string, IconNode | undefined>)[lucideKey(name)];
    if (!node) throw new Error(`lucide has no icon named ${name}`);
    return symbol(name, node);
  });
  for (const [name, d] of Object.entries(brandMarks)) symbols.push(symbol(name, [["path", { d }]]));
  symbols.push(symbol(LOGO_SYMBOL_ID, logoMark.shapes, logoMark.viewBox));
  return new Response(`<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>`, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      // Icons change only with a release; a day's cache, refreshed in the background for a week after.
      "Cache-Control": "public, max-age=86400, stale-while-revalidate=604800",
    },
  });
}

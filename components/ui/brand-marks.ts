import type { IconNode } from "lucide";

import type { SocialIcon } from "@/content/site";

/** Brand marks, which lucide lacks (simplified 24x24 glyphs): drawn once, as symbols of the icon sprite. */
export const brandMarks: Record<SocialIcon, string> = {
  facebook: "M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.7V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.9c0-.6.3-.9 1-.9Z",
  instagram:
    "M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0ZM12 3.6c2.7 0 3 0 4.1.1 2.7.1 4 1.4 4.1 4.1.1 1.1.1 1.4.1 4.2s0 3-.1 4.1c-.1 2.7-1.4 4-4.1 4.1-1.1.1-1.4.1-4.1.1s-3 0-4.1-.1c-2.7-.1-4-1.4-4.1-4.1C3.7 15 3.6 14.7 3.6 12s0-3 .1-4.1c.1-2.7 1.4-4 4.1-4.1C9 3.6 9.3 3.6 12 3.6ZM12 2c-2.7 0-3.1 0-4.2.1C4.2 2.2 2.2 4.2 2.1 7.8 2 8.9 2 9.3 2 12s0 3.1.1 4.2c.2 3.6 2.1 5.6 5.7 5.7 1.1.1 1.5.1 4.2.1s3.1 0 4.2-.1c3.6-.2 5.6-2.1 5.7-5.7.1-1.1.1-1.5.1-4.2s0-3.1-.1-4.2c-.2-3.6-2.1-5.6-5.7-5.7C15.1 2 14.7 2 12 2Z",
  linkedin:
    "M6.9 21H3.3V9.1h3.6V21ZM5.1 7.5a2.1 2.1 0 1 1 0-4.2 2.1 2.1 0 0 1 0 4.2ZM21 21h-3.6v-5.8c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21H9.7V9.1h3.4v1.6h.1c.5-.9 1.6-1.9 3.4-1.9 3.6 0 4.3 2.4 4.3 5.5V21Z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.5.4 7.8.4 7.8.4s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8ZM10 15V9l5.2 3L10 15Z",
};

/** The agency's own mark (a 32x32 tile), a symbol of the sprite that carries its fills, so no page ships its paths. */
export const LOGO_SYMBOL_ID = "logo";
export const logoMark = {
  viewBox: "0 0 32 32",
  shapes: [
    ["rect", { width: 32, height: 32, rx: 8, fill: "#1d4ed8" }],
    [
      "path",
      { d: "M16 6c-2.5 3-3.5 5.5-3.5 8 0 2 1.5 3.5 3.5 3.5s3.5-1.5 3.5-3.5c0-2.5-1-5-3.5-8Z", fill: "#fff" },
    ],
    ["path", { d: "M9 15c0 4.5 3 8 7 8s7-3.5 7-8c-2 2.5-4.3 3.8-7 3.8S11 17.5 9 15Z", fill: "#bfdbfe" }],
    ["rect", { x: 15, y: 22, width: 2, height: 5, rx: 1, fill: "#fff" }],
  ] satisfies IconNode,
};

/*
 * Static HTML on its way through the RSC payload: Next writes every `<` and `>` there as a six-byte `\u003c`/`\u003e`,
 * so the tag delimiters travel as two characters that neither JSON nor Next escapes, and are put back before React
 * sets the markup (on the server and in the browser alike). `staticHtml` never leaves either character raw.
 */

export const PACKED_LT = "^";
export const PACKED_GT = "`";

/** The HTML with its delimiters swapped for the packed characters (the HTML must contain neither raw). */
export const packHtml = (html: string) => html.replaceAll("<", PACKED_LT).replaceAll(">", PACKED_GT);

/** The HTML back from its packed form. */
export const unpackHtml = (packed: string) => packed.replaceAll(PACKED_LT, "<").replaceAll(PACKED_GT, ">");

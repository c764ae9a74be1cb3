/**
 * The brand font is drawn from a visit's second page on: on the first, waiting for it would hold the first paint,
 * and on a phone it seldom arrives in time. `html.brand-font` switches it on (app/globals.css); the head script
 * (lib/document-script.ts) sets the class on a page loaded from one of the site's own pages when the stored flag says
 * an earlier page loaded the file.
 */
export const BRAND_FONT_CLASS = "brand-font";
/** The localStorage key of that flag: no personal data, only "the font file is cached". */
export const BRAND_FONT_KEY = "brand-font";

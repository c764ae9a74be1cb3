/**
 * The one inline script the pages render themselves (components/layout/site-document.tsx), and its hash for the
 * Content-Security-Policy of pages rendered per request, where React gives it no nonce. It runs before the first
 * paint: it marks JavaScript as available (multi-step forms show one step without a layout shift), and on a page loaded
 * from one of the site's own pages it draws the brand font when an earlier page stored it in the cache
 * (lib/brand-font.ts). A visit's first page (another site, a bookmark, a typed address) draws the fallback without
 * reading the flag: a document's first read of localStorage cost its first paint 10 to 15 ms at 4x CPU.
 */
import { BRAND_FONT_CLASS, BRAND_FONT_KEY } from "./brand-font-flag";

export const HEAD_SCRIPT =
  "{const d=document.documentElement;d.classList.add('js');" +
  `try{if(document.referrer.indexOf(location.origin+'/')===0&&localStorage.getItem('${BRAND_FONT_KEY}'))` +
  `d.classList.add('${BRAND_FONT_CLASS}')}catch(e){}}`;

/** sha256 of HEAD_SCRIPT (a unit test checks it). */
export const HEAD_SCRIPT_HASH = "sha256-bn1uT1W9DcCxMoRMacshBkACP6BINr8Sg5DtUS2IkL8=";

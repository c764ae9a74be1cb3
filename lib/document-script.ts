/**
 * The one inline script the pages render themselves (components/layout/site-document.tsx), and its hash for the
 * Content-Security-Policy of pages rendered per request, where React gives it no nonce. It runs before the first
 * paint: it marks JavaScript as available (multi-step forms show one step without a layout shift), and it draws the
 * brand font when an earlier page stored it in the cache (lib/brand-font.ts).
 */
import { BRAND_FONT_CLASS, BRAND_FONT_KEY } from "./brand-font-flag";

export const HEAD_SCRIPT =
  "{const d=document.documentElement;d.classList.add('js');" +
  `try{if(localStorage.getItem('${BRAND_FONT_KEY}'))d.classList.add('${BRAND_FONT_CLASS}')}catch(e){}}`;

/** sha256 of HEAD_SCRIPT (a unit test checks it). */
export const HEAD_SCRIPT_HASH = "sha256-qCEw8mCjXoUOr7/PtAh+x+S+v82dkV4rz8W9eGrl2ao=";

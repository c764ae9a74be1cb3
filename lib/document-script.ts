/**
 * The one inline script the pages render themselves (components/layout/site-document.tsx), and its hash for the
 * Content-Security-Policy of pages rendered per request, where React gives it no nonce. It runs before the first
 * paint: it marks JavaScript as available (multi-step forms show one step without a layout shift), and it draws the
 * brand font when an earlier page put its file in the cache (lib/brand-font.ts).
 */
import { BRAND_FONT_CLASS, BRAND_FONT_COOKIE } from "./brand-font-flag";

export const HEAD_SCRIPT =
  "{const d=document.documentElement;d.classList.add('js');" +
  `try{if(('; '+document.cookie).indexOf('; ${BRAND_FONT_COOKIE}')>-1)d.classList.add('${BRAND_FONT_CLASS}')}catch(e){}}`;

/** sha256 of HEAD_SCRIPT (a unit test checks it). */
export const HEAD_SCRIPT_HASH = "sha256-n/eosluaK7t9aGrBzNG07DqMLO4rtmjwo4zXLxn9rlA=";

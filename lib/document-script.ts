/**
 * The one inline script the pages render themselves (components/layout/site-document.tsx): before the first paint it
 * marks JavaScript as available, so multi-step forms show one step without a layout shift. React gives it no nonce,
 * so pages rendered per request allow it by its hash (lib/csp).
 */
export const HEAD_SCRIPT = "document.documentElement.classList.add('js')";

/** sha256 of HEAD_SCRIPT (a unit test checks it). */
export const HEAD_SCRIPT_HASH = "sha256-Du+OJKJSbdUgz5nrHeWWINvez6XKDDU/tyj/5c2uvwo=";

/**
 * The one inline script the pages render themselves (components/layout/site-document.tsx), and its hash for the
 * Content-Security-Policy of pages rendered per request, where React gives it no nonce.
 */
export const JS_AVAILABLE_SCRIPT = "document.documentElement.classList.add('js')";

/** sha256 of JS_AVAILABLE_SCRIPT (a unit test checks it). */
export const JS_AVAILABLE_SCRIPT_HASH = "sha256-Du+OJKJSbdUgz5nrHeWWINvez6XKDDU/tyj/5c2uvwo=";

/**
 * Joins class names without merging them. The primitives that reach the browser (form controls, buttons) use
 * this rather than `cn`, so tailwind-merge's 8 KiB never ships to a page: callers pass only classes that do
 * not conflict with the primitive's own (server components keep `cn` from lib/utils).
 */
export { clsx as cx } from "clsx";

/**
 * The one email check, applied by the server's schema, the forms' field rules and (as the `pattern` attribute)
 * the browser's own validation, so no address passes the browser and then fails on the server. It is zod 4's
 * email pattern with every hyphen escaped, which HTML's `pattern` (compiled with the `v` flag) requires.
 */
import { EMAIL_MAX_LENGTH } from "./limits";

export const INVALID_EMAIL_MESSAGE = "Enter a valid email address.";

/** For the `pattern` attribute: the browser anchors it itself. */
export const EMAIL_PATTERN_SOURCE = String.raw`(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+\-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}`;

export const EMAIL_PATTERN = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`);

/** The attributes that make the browser's validation (before hydration, without JavaScript) match the server's. */
export const emailInputRule = {
  pattern: EMAIL_PATTERN_SOURCE,
  title: INVALID_EMAIL_MESSAGE,
  maxLength: EMAIL_MAX_LENGTH,
} as const;

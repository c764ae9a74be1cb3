// zod 4's email pattern with hyphens escaped (HTML's `pattern` uses the v flag), so both sides agree.
import { EMAIL_MAX_LENGTH } from "./limits";

export const INVALID_EMAIL_MESSAGE = "Enter a valid email address.";

/** For the `pattern` attribute: the browser anchors it itself. */
export const EMAIL_PATTERN_SOURCE = String.raw`(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+\-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}`;

export const EMAIL_PATTERN = new RegExp(`^(?:${EMAIL_PATTERN_SOURCE})$`);

export const emailInputRule = {
  pattern: EMAIL_PATTERN_SOURCE,
  title: INVALID_EMAIL_MESSAGE,
  maxLength: EMAIL_MAX_LENGTH,
} as const;

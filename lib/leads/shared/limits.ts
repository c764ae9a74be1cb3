/**
 * Field lengths, shared by the server schema (zod) and the browser inputs' `maxLength` (without zod). The inputs'
 * limits also keep every form's body far below the server actions' body limit.
 */
/** next.config.ts's server action body limit; proxy.ts answers a larger post with 413 (Next itself answers 500). */
export const FORM_POST_LIMIT_BYTES = 64 * 1024;
export const EMAIL_MAX_LENGTH = 255;
export const TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 2000;

/**
 * A form post sends each line break as CRLF, which the browser's `maxLength` counted as one character: the server
 * counts (and forwards) it as one too, so a textarea filled to its limit is not refused.
 */
export function oneCharacterLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

export const CHATBOT_NOTES_PREFIX = "Chatbot contact request: ";
/** The chatbot's message becomes `notes` behind its prefix, and notes must fit the long-text limit. */
export const CHATBOT_MESSAGE_MAX_LENGTH = LONG_TEXT_MAX_LENGTH - CHATBOT_NOTES_PREFIX.length;

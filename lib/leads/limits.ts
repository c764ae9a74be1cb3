/**
 * Field lengths, shared by the server schema (zod) and the browser inputs' `maxLength` (without zod). The inputs'
 * limits also keep every form's body far below the server actions' 64 KB limit, which Next answers with a 500.
 */
export const EMAIL_MAX_LENGTH = 255;
export const TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 2000;

export const CHATBOT_NOTES_PREFIX = "Chatbot contact request: ";
/** The chatbot's message becomes `notes` behind its prefix, and notes must fit the long-text limit. */
export const CHATBOT_MESSAGE_MAX_LENGTH = LONG_TEXT_MAX_LENGTH - CHATBOT_NOTES_PREFIX.length;

// Must match next.config.ts's action body limit; proxy.ts answers larger posts with 413, not Next's 500.
export const FORM_POST_LIMIT_BYTES = 64 * 1024;
export const EMAIL_MAX_LENGTH = 255;
export const TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 2000;

// Posted line breaks are CRLF but the browser's maxLength counts one character, so the server counts one too.
export function oneCharacterLineBreaks(value: string): string {
  return value.replace(/\r\n?/g, "\n");
}

export const CHATBOT_NOTES_PREFIX = "Chatbot contact request: ";
export const CHATBOT_MESSAGE_MAX_LENGTH = LONG_TEXT_MAX_LENGTH - CHATBOT_NOTES_PREFIX.length;

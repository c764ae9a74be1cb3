// Every body a request may carry, capped per route; server.ts enforces them while the body streams in.
import { FORM_POST_LIMIT_BYTES } from "../leads/shared/limits";
import { LEAD_MESSAGES } from "../leads/shared/messages";

export const STAGE_BODY_MAX_BYTES = 4096;
export const API_BODY_LIMIT_BYTES = 16 * 1024;
export const PASSKEY_BODY_MAX_BYTES = 16 * 1024;

export const STAGE_TOO_LARGE = `The body is larger than ${STAGE_BODY_MAX_BYTES} bytes.`;

export interface BodyLimit {
  bytes: number;
  /** The route's own answer to a body over the cap. */
  contentType: string;
  answer: string;
}

const JSON_TYPE = "application/json";
const STAGE_PATH = /^\/api\/leads\/[^/]+\/stage$/;

export function bodyLimitFor(pathname: string): BodyLimit {
  if (STAGE_PATH.test(pathname))
    return {
      bytes: STAGE_BODY_MAX_BYTES,
      contentType: JSON_TYPE,
      answer: JSON.stringify({ ok: false, error: STAGE_TOO_LARGE }),
    };
  if (pathname === "/api/leads") {
    const answer = JSON.stringify({ success: false, error: LEAD_MESSAGES.tooLarge });
    return { bytes: API_BODY_LIMIT_BYTES, contentType: JSON_TYPE, answer };
  }
  if (pathname.startsWith("/admin/passkeys/")) {
    const answer = JSON.stringify({ error: LEAD_MESSAGES.tooLarge });
    return { bytes: PASSKEY_BODY_MAX_BYTES, contentType: JSON_TYPE, answer };
  }
  // Server actions, console forms and anything else: no page takes more than a form post.
  return {
    bytes: FORM_POST_LIMIT_BYTES,
    contentType: "text/plain; charset=utf-8",
    answer: LEAD_MESSAGES.tooLarge,
  };
}

/**
 * Checks proxy.ts makes on a form post to a page and on every post that calls a server action, on any path,
 * before Next reads it: Next answers a cross-site origin, a body over its limit (declared or chunked) or a body
 * that is not a form with a 500, where the sender should learn what was wrong. The action itself still runs
 * Next's own checks.
 */
import "server-only";

import { isAllowedOrigin } from "./api-request";
import { FORM_POST_LIMIT_BYTES } from "./shared/limits";
import { LEAD_MESSAGES } from "./shared/messages";

export interface FormPostProblem {
  status: number;
  message: string;
}

export function formPostProblem(
  headers: Headers,
  ownHosts: readonly (string | null)[],
): FormPostProblem | undefined {
  if (!isAllowedOrigin(headers.get("origin"), ownHosts))
    return { status: 403, message: LEAD_MESSAGES.crossSite };
  // Browsers always declare a form's length; a chunked body could only be measured by reading past the limit.
  const length = headers.get("content-length");
  if (length === null) return { status: 411, message: LEAD_MESSAGES.lengthRequired };
  if (!/^\s*\d+\s*$/.test(length)) return { status: 400, message: LEAD_MESSAGES.invalid };
  if (Number(length) > FORM_POST_LIMIT_BYTES) return { status: 413, message: LEAD_MESSAGES.tooLarge };
  // Every form of the site posts multipart/form-data with its boundary (React sets it on forms with an action,
  // and the actions are only ever called with the form's data); Next cannot read a form without one.
  const contentType = headers.get("content-type") ?? "";
  const multipart = /^multipart\/form-data\b/i.test(contentType);
  if (
    (multipart || headers.has("next-action")) &&
    !/^multipart\/form-data;.*\bboundary=\S/i.test(contentType)
  ) {
    return { status: 400, message: LEAD_MESSAGES.invalid };
  }
  return undefined;
}

// Run by proxy.ts before Next reads the body: Next answers a cross-site, oversized or non-form post with 500.
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
  // React posts every action form as multipart/form-data with a boundary; Next cannot read one without.
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

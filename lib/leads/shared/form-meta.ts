/**
 * Hidden fields every lead form posts next to its visible inputs. They steer the pipeline (idempotency, bot
 * checks, attribution, the no-JavaScript flow) and are never forwarded as lead data.
 */
export const FORM_META = {
  /** A UUID generated once per form fill in the browser: a repeated submission stores one lead. */
  submissionId: "submissionId",
  /**
   * Browser time (ms since the epoch) when the page began loading, for every fill of its forms. Absent means
   * "unknown" and skips the timing check.
   */
  startedAt: "startedAt",
  /**
   * The browser's clock when the form was sent. With `startedAt` it gives the fill time on one clock: a phone whose
   * clock runs a few seconds ahead of the server's must not make a real visitor look like a fast bot.
   */
  submittedAt: "submittedAt",
  /** The honeypot: hidden from people, filled by naive bots. Must be empty. */
  honeypot: "leave_blank",
  /** The path of the page the form was sent from, e.g. "/contact". */
  pagePath: "pagePath",
  /** "1" when JavaScript submitted the form; without it a successful action redirects (no-JS flow). */
  js: "js",
} as const;

export type FormMetaField = (typeof FORM_META)[keyof typeof FORM_META];

export const FORM_META_FIELDS: readonly string[] = Object.values(FORM_META);

export function isFormMetaField(name: string): boolean {
  return FORM_META_FIELDS.includes(name) || name.startsWith("$ACTION");
}

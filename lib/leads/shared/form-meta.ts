export const FORM_META = {
  /** Generated once per form fill in the browser, so a repeated submission stores one lead. */
  submissionId: "submissionId",
  startedAt: "startedAt",
  /** With startedAt, fill time is on one clock: a phone clock running ahead can't make a person a bot. */
  submittedAt: "submittedAt",
  honeypot: "leave_blank",
  pagePath: "pagePath",
  /** "1" when JavaScript sent the form; without it a successful action redirects. */
  js: "js",
} as const;

export type FormMetaField = (typeof FORM_META)[keyof typeof FORM_META];

export const FORM_META_FIELDS: readonly string[] = Object.values(FORM_META);

export function isFormMetaField(name: string): boolean {
  return FORM_META_FIELDS.includes(name) || name.startsWith("$ACTION");
}

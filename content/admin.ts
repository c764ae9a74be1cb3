/** The agency console's copy: navigation, page titles and the messages its actions report. */
export const adminCopy = {
  name: "Console",
  nav: [
    { href: "/admin/leads", label: "Leads" },
    { href: "/admin/bookings", label: "Bookings" },
    { href: "/admin/outboxes", label: "Outboxes" },
    { href: "/admin/health", label: "Health" },
    { href: "/admin/audit", label: "Audit log" },
    { href: "/admin/account", label: "Account" },
  ],
  signIn: {
    title: "Sign in to the console",
    intro: "Use the passkey you registered from your enrolment link. There are no passwords.",
    button: "Sign in with a passkey",
    working: "Waiting for your passkey…",
    unsupported: "This browser cannot use passkeys.",
  },
  enrol: {
    title: "Register your passkey",
    intro:
      "Your enrolment link is single-use and valid for 24 hours. Your device will create a passkey for this console.",
    button: "Create a passkey",
    missing: "This page needs the enrolment link you were sent, with everything after the #.",
  },
  account: {
    title: "Your account",
    passkeys: "Your passkeys",
    add: "Add another passkey",
    added: "Passkey added.",
    signOut: "Sign out",
  },
  bookings: {
    intro:
      "Calls whose time has passed are marked showed or no-show once; a no-show emails the visitor a link to pick a new time.",
    earlier: "Earlier",
    upcoming: "Upcoming",
    noEarlier: "No calls in the last days waiting to be marked.",
    noUpcoming: "No upcoming calls.",
    showed: "Mark showed",
    noShow: "Mark no-show",
    outcomeLabels: { showed: "Showed", "no-show": "No-show" },
    reschedule: {
      title: (name: string) => `Move ${name}'s call`,
      now: "Now:",
      noSlots: "No open slot in the coming weeks.",
      slotLabel: "New time",
      button: "Move the call",
    },
  },
  outbox: {
    attempts: (count: number) => `${count} attempt(s)`,
    next: "next",
    noError: "No error yet",
    lead: "Lead",
    retry: "Retry",
  },
  stages: {
    title: "Stages",
    none: "No stage yet.",
    stageLabel: "Stage",
    valueLabel: "Value in USD (for won)",
    button: "Mark stage",
  },
  conversions: {
    title: "Conversions",
    none: "No conversion events for this lead.",
  },
  notFound: {
    title: "Not found",
    body: "There is no such lead or booking: it may have been deleted.",
    back: "Back to the leads",
  },
  failed: "Something went wrong. Try again.",
  /** What a finished action reports, by the code in `?done=` (codes only in URLs). */
  outcomes: {
    delivered: "Delivered to the webhook.",
    queued: "Queued: the retry loop will deliver it.",
    "failed-again": "Tried again and failed; it stays queued with its error.",
    released: "Released from quarantine and sent on.",
    "not-found": "Not found: it may have been deleted.",
    "not-quarantined": "That lead is not in quarantine.",
    invalid: "It cannot be released: what was sent does not pass the form's checks.",
    "already-done": "Nothing to do: it was already delivered or sent.",
    deleted: "Deleted, with the person's bookings and emails.",
    cancelled: "Booking cancelled; the cancellation is forwarded like any lead.",
    rescheduled: "Booking moved; the change is forwarded like any lead.",
    "slot-taken": "That slot is no longer open.",
    "not-active": "That booking is not an upcoming active booking.",
    sent: "Sent.",
    "no-smtp": "SMTP_URL is not set: there is no mail server to send through.",
    "retried-all": "Retried everything pending and failed.",
    "filter-saved": "Filter applied.",
    "needs-confirmation": "Tick the box to confirm.",
    "marked-showed": "Marked showed; the outcome is forwarded like any lead.",
    "marked-no-show":
      "Marked no-show; the outcome is forwarded like any lead and the visitor is emailed a link to pick a new time.",
    "invalid-outcome": "Choose showed or no-show.",
    upcoming: "That call has not started yet: mark it after its time.",
    "already-marked": "That call's outcome was already recorded; an outcome is recorded once.",
    "call-cancelled": "That booking was cancelled; there is no call to mark.",
    "stage-recorded": "Stage recorded.",
    "invalid-stage": "Choose contacted, qualified, won or lost; the value must be a number of at least 0.",
    "no-platform": "No ad platform is configured: there is nowhere to send conversions.",
  },
} as const;

export type AdminOutcomeCode = keyof typeof adminCopy.outcomes;

export function adminOutcomeText(code: string | string[] | undefined): string {
  return typeof code === "string" && code in adminCopy.outcomes
    ? adminCopy.outcomes[code as AdminOutcomeCode]
    : "";
}

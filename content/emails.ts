/** The words of every email the site sends: the agency's notices and alerts, and the visitor's guide and booking emails. */
import { siteConfig } from "./site";

export const agencyNoticeCopy = {
  /** Subject prefix per lead tag; other tags read "New lead". */
  subjectPrefix: {
    "roofing-scheduled-call": "New booking",
    "roofing-call-rescheduled": "Call rescheduled",
    "roofing-call-cancelled": "Call cancelled",
  } as Record<string, string>,
  defaultSubjectPrefix: "New lead",
  intro: "A visitor sent this through the website. Reply to this email to answer them.",
  fieldsHeading: "What they sent",
  attributionHeading: "Where they came from",
  callHeading: "The call",
  footer: "Stored in the lead database as",
} as const;

export const guideEmailCopy = {
  subject: (title: string) => `Your free guide: ${title}`,
  greeting: "Hi there,",
  body: "Thanks for your interest. Here is the download link for your guide:",
  closing: `If you would like help putting it to work, reply to this email or call us at ${siteConfig.phone.display}.`,
  signature: `The ${siteConfig.name} team`,
} as const;

export const bookingEmailCopy = {
  subject: {
    confirmed: "Your strategy call is booked",
    rescheduled: "Your strategy call has moved",
    cancelled: "Your strategy call is cancelled",
  },
  lead: {
    confirmed: "Your free strategy call is booked for:",
    rescheduled: "Your free strategy call has moved to:",
    cancelled: "Your free strategy call has been cancelled. It was booked for:",
  },
  previously: "Previously:",
  agencyTime: "Our time (Austin, Texas):",
  manage: "Need another time? Reschedule or cancel here:",
  calendar: "The attached invitation adds the call to your calendar.",
  calendarCancelled: "The attached file removes the call from your calendar.",
  rebook: "Want to book again? Reply to this email or call us at",
  signature: `The ${siteConfig.name} team`,
} as const;

export const opsAlertCopy = {
  failedSubject: "Lead delivery failed: a lead could not be forwarded to the CRM",
  failedBody:
    "A lead was not accepted by the CRM webhook before its retries ran out. It is kept in the lead database as failed.",
  waitingSubject: (count: number) => `Lead delivery delayed: ${count} lead(s) waiting`,
  waitingBody: (count: number, since: string, minutes: number) =>
    `${count} lead(s) have waited more than ${minutes} minutes for the CRM webhook; the oldest since ${since}. They are stored and retried automatically.`,
  retryHint: "To try again now: npm run leads -- retry --all",
  listHint: "To see them: npm run leads -- list --status",
  platformFailingSubject: (platforms: string) => `Ad conversions failing: ${platforms}`,
  platformFailingBody:
    "Every conversion event sent to these ad platforms for at least an hour has failed; none has gone through since. The events are kept and retried or listed as failed.",
  conversionsListHint: "To see them: npm run leads -- conversions list --status failed",
  conversionsRetryHint: "After fixing the cause: npm run leads -- conversions retry --all",
} as const;

export const bookingReminderCopy = {
  subject: (inWhen: string) => `Reminder: your strategy call is ${inWhen}`,
  lead: (inWhen: string) => `A reminder: your free strategy call is ${inWhen}, on`,
  phone: "We will call you at:",
  wrongPhone: `Wrong number? Reply to this email or call us at ${siteConfig.phone.display}.`,
  manage: "Need another time? Reschedule or cancel here:",
  signature: `The ${siteConfig.name} team`,
} as const;

export const noShowEmailCopy = {
  subject: "Sorry we missed you",
  lead: "We called for your free strategy call but could not reach you. It was booked for:",
  rebook: "Pick a new time that suits you here:",
  orCall: `Or reply to this email, or call us at ${siteConfig.phone.display}.`,
  signature: `The ${siteConfig.name} team`,
} as const;

export const agendaEmailCopy = {
  subject: (date: string, count: number) => `Today's calls: ${date} (${count})`,
  intro: (zone: string) => `The strategy calls booked for today, times in ${zone}:`,
  columns: ["Time", "Name", "Business", "Phone", "Their time", "Booking"] as const,
  footer: "After each call: npm run leads -- bookings mark BOOKING_ID showed|no-show",
} as const;

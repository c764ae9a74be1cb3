/** Labels, states and toast titles of the forms; messages the server also sends live in lib/leads/shared/messages.ts. */
import { siteConfig } from "./site";

export const fieldLabels = {
  businessName: "Business name",
  city: "City",
  website: "Website",
  notes: "Anything else we should know?",
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  phone: "Phone",
  serviceType: "Type of business",
  roofingRevenue: "Monthly revenue",
} as const;

export const fieldPlaceholders = {
  businessName: "Lone Star Roofing",
  city: "Austin, TX",
  website: "yourbusiness.com",
  notes: "Service area, current marketing, goals...",
  firstName: "Jane",
  lastName: "Smith",
  email: "jane@yourbusiness.com",
  phone: "(512) 555-0100",
  selectPrompt: "Select one",
} as const;

export const leadFormCopy = {
  steps: ["Your Business", "Your Contact Info", "Your Goals"] as const,
  stepLabel: (current: number, total: number) => `Step ${current} of ${total}`,
  /** The roofing form is step 1 of its funnel: its own steps are parts, so the funnel counts one sequence. */
  partLabel: (current: number, total: number) => `Part ${current} of ${total}`,
  next: "Next",
  previous: "Previous",
  submit: "Get My Free Strategy Call",
  roofingSubmit: "Claim My $500 Ad Credit",
  submitting: "Submitting...",
  optional: "(optional)",
  requiredNote: "Fields marked * are required.",
  privacyNote: "We never sell your information.",
  toasts: {
    missing: "Missing Information",
    consent: "Consent Required",
    error: "Submission Error",
  },
  honeypotLabel: "Leave this field empty",
} as const;

export const freeWebsiteFormCopy = {
  submit: "Claim My Free Website",
  submitting: "Submitting...",
  progressLabel: "Free website form progress",
  toasts: {
    step1Missing: "Please complete all fields",
    step2Missing: "Required fields missing",
    consent: "Consent required",
    failed: "Submission failed",
    failedFallback: "Please try again or call us directly.",
  },
} as const;

export const guideFormCopy = {
  emailLabel: "Email address",
  sending: "Sending...",
  done: "Check Your Email!",
  home: {
    toastTitle: "Download Started!",
    toastDescription: "Your 2025 Marketing Guide is downloading now. Check your downloads folder.",
    exceptionDescription: "Your marketing guide is downloading. Check your downloads folder.",
  },
  roofing: {
    successTitle: "Success!",
    successDescription: "Check your email for the download link.",
    missingTitle: "Missing Information",
    errorTitle: "Submission Error",
    unknownError: "Unknown error occurred",
  },
} as const;

export const quickContactCopy = {
  sending: "Sending...",
  toasts: {
    missingTitle: "Please fill in all fields",
    successTitle: "Message sent successfully!",
    successDescription: "We'll get back to you within 24 hours.",
    errorTitle: "Error sending message",
    errorDescription: `Please try again or call us directly at ${siteConfig.phone.display}`,
  },
} as const;

export const scheduleCopy = {
  selectDateFirst: "Please select a date first",
  checking: "Checking availability...",
  scheduling: "Scheduling...",
  noTimes: "No available times for this date",
  /** The ad page's picker before the form: the time is kept for the schedule page. */
  carried: (time: string) =>
    `Almost there: fill out the form and we'll hold ${time} for you on the next step.`,
  toasts: {
    missingTitle: "Please select both date and time",
    noLeadData: "User data not found. Please go back and fill out the form again.",
    errorTitle: "Scheduling Error",
    errorFallback: "Unable to schedule your call. Please try again.",
    failedFallback: "Scheduling failed",
  },
} as const;

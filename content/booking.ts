/** The booking's own copy: the picker's zone note, the final page's booked time, the manage page and its answers. */
export const bookingCopy = {
  slotTaken: "That time was just booked. Please pick another.",
  slotUnavailable: "That time is no longer available. Please pick another.",
  availabilityFailed: "We couldn't load the available times. Please refresh the page or call us.",
  timesShownIn: (zone: string) => `Times shown in ${zone}`,
  /** Beside a slot whose agency time differs, e.g. "9:00 AM Central". */
  agencyTime: (time: string, zone: string) => `${time} ${zone.replace(/ Time$/, "")}`,
  booked: {
    title: "Your Call",
    agencyLine: (when: string) => `That is ${when} for us.`,
    callLine: "We'll call you at",
    addToCalendar: "Add to calendar",
    icsLabel: "Download invite (.ics)",
    googleLabel: "Google Calendar",
    outlookLabel: "Outlook",
    manageLabel: "Reschedule or cancel online",
    cancelledTitle: "This call is cancelled",
  },
  manage: {
    metaTitle: "Manage Your Strategy Call",
    metaDescription: "Reschedule or cancel your roofing strategy call.",
    title: "Manage Your Strategy Call",
    current: "Your call is booked for",
    rescheduleTitle: "Pick a new time",
    rescheduleLabel: "New time",
    rescheduleButton: "Move My Call",
    noTimes: "No other times are open right now. Please call us.",
    cancelTitle: "Can't make it?",
    cancelButton: "Cancel My Call",
    cancelled: "Your call is cancelled. The time is free for someone else.",
    rescheduled: "Your call has moved.",
    alreadyCancelled: "This call was cancelled.",
    invalid: "This link is not valid. Please use the link from your confirmation email, or call us.",
    expired: "This call's time has passed, so the link no longer works. Call us to book a new time.",
    replaced:
      "Your call was changed since this link was sent, so it no longer works. Please use the link from your latest email, or call us.",
  },
} as const;

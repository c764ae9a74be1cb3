/** Values the product spec lists word for word, asserted as written by the unit and browser tests alike. */

/** The call times offered each weekday, in the agency's zone. */
export const CALL_TIME_LABELS = [
  "9:00 AM",
  "9:30 AM",
  "10:00 AM",
  "10:30 AM",
  "11:00 AM",
  "11:30 AM",
  "1:00 PM",
  "1:30 PM",
  "2:00 PM",
  "2:30 PM",
  "3:00 PM",
  "3:30 PM",
  "4:00 PM",
];

/** The main lead form's service types, in the order the select lists them. */
export const SERVICE_TYPE_VALUES = [
  "roofing",
  "hvac",
  "landscaping",
  "plumbing",
  "electrical",
  "general-contractor",
  "other",
];

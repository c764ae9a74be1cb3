/** The one email check the browser forms run before the server's schema (which uses the same message). */
export const INVALID_EMAIL_MESSAGE = "Enter a valid email address.";

export const emailPattern = { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: INVALID_EMAIL_MESSAGE } as const;

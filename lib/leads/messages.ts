/** Every message a lead form can show (SPEC 5 and 8), in one place for the actions and the client forms. */
export const LEAD_MESSAGES = {
  invalid: "Invalid form data. Please check your inputs.",
  required: "This field is required.",
  invalidOption: "Choose one of the listed options.",
  leadFormMissing: "Please fill out all required fields before submitting.",
  leadFormConsent: "Please agree to receive marketing communications to continue.",
  freeWebsiteQuestionsMissing: "All questions are required to continue.",
  freeWebsiteContactMissing: "Please fill in all required fields.",
  freeWebsiteConsent: "Please agree to receive communications to continue.",
  guideEmailMissing: "Please enter your email address.",
  quickContactMissing: "All fields are required to send your message.",
  chatbotMissing: "Please fill in all required fields.",
  scheduleMissing: "Please select both date and time",
  scheduleNoLeadData: "User data not found. Please go back and fill out the form again.",
  rateLimited: "Too many submissions. Please try again later or call us.",
  failed: "Failed to submit form. Please try again.",
} as const;

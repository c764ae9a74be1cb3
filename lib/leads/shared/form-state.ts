import type { LeadTag } from "./tags";

export interface FormState {
  success: boolean;
  error?: string;
  fieldErrors?: Partial<Record<string, string[]>>;
  /** Sent back on failure so React's form reset does not wipe what was typed. */
  values?: Record<string, string>;
  leadId?: string;
  /** Lets a strategy-call lead book a time on the next page (lib/booking/lead-token.ts). */
  leadToken?: string;
  tag?: LeadTag;
  /** Whether the page may report the lead to its ad tags: not for a post kept aside as spam, nor an opt-out. */
  adEvent?: boolean;
}

export const initialFormState: FormState = { success: false };

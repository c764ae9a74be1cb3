import type { LeadTag } from "./tags";

/** What every lead server action returns to `useActionState`. */
export interface FormState {
  /** False until a submission is accepted; `error` says why one was refused. */
  success: boolean;
  error?: string;
  fieldErrors?: Partial<Record<string, string[]>>;
  /** The submitted strings (meta fields excluded), sent back on failure so React's form reset does not wipe them. */
  values?: Record<string, string>;
  leadId?: string;
  tag?: LeadTag;
}

export const initialFormState: FormState = { success: false };

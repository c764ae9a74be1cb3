import type { LeadTag } from "./tags";

/** What every lead server action returns to `useActionState`. */
export interface FormState {
  status: "idle" | "success" | "error";
  error?: string;
  fieldErrors?: Partial<Record<string, string[]>>;
  /** The submitted strings (meta fields excluded), sent back on failure so React's form reset does not wipe them. */
  values?: Record<string, string>;
  leadId?: string;
  tag?: LeadTag;
}

export const initialFormState: FormState = { status: "idle" };

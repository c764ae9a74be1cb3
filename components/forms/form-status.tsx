import { CircleAlert } from "@/components/ui/icon";
import type { FormState } from "@/lib/leads/shared/form-state";

/** The server's answer shown inside the form (the only feedback a visitor without JavaScript gets). */
export function FormStatus({ state }: { state: FormState }) {
  if (state.success || !state.error) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-md border border-destructive/30 bg-red-50 p-3 text-sm font-bold text-destructive"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {state.error}
    </p>
  );
}

"use client";

import { useActionState, useState, useTransition } from "react";

import { FORM_META } from "@/lib/leads/shared/form-meta";
import { initialFormState, type FormState } from "@/lib/leads/shared/form-state";

export type LeadAction = (prev: FormState, formData: FormData) => Promise<FormState>;

export interface LeadResult {
  state: FormState;
  /** The request itself failed (network down, server crashed): the spec's "exception" cases. */
  exception: boolean;
  data: FormData;
}

/** Called directly with JS (no form reset, network failures caught); `formAction` serves the rest. */
export function useLeadAction(action: LeadAction, onResult: (result: LeadResult) => void | Promise<void>) {
  const [serverState, formAction] = useActionState(action, initialFormState);
  const [clientState, setClientState] = useState<FormState | null>(null);
  const [isPending, startTransition] = useTransition();
  const state = clientState ?? serverState;

  function submit(form: HTMLFormElement, extra: Record<string, string> = {}) {
    const data = new FormData(form);
    data.set(FORM_META.js, "1");
    data.set(FORM_META.submittedAt, String(Date.now()));
    for (const [name, value] of Object.entries(extra)) data.set(name, value);
    startTransition(async () => {
      let result: LeadResult;
      try {
        result = { state: await action(state, data), exception: false, data };
      } catch (error) {
        console.error("Lead submission failed", error);
        result = { state: { success: false }, exception: true, data };
      }
      setClientState(result.state);
      await onResult(result);
    });
  }

  return { state, formAction, isPending, submit };
}

export function errorOf(state: FormState, fallback: string): string {
  return state.error?.trim() ? state.error : fallback;
}

"use client";

import { useEffect, useState } from "react";
import { createFormControl, type FieldErrors, type FieldValues, type Path } from "react-hook-form";

import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";

/**
 * react-hook-form for a lead form (validation on change), without `useForm`: as it mounts, useForm sets state in a
 * layout effect (its `isReady` flag), which makes React re-render the form synchronously inside the hydration's
 * commit and run every pending effect of the page in that same long task. Here the control is created once and
 * the errors arrive through a subscription made in an ordinary effect.
 */
export function useLeadForm<T extends FieldValues>() {
  const [form] = useState(() => createFormControl<T>({ mode: "onChange" }));
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  // A copy: react-hook-form updates its errors object in place, and React re-renders on a new one.
  useEffect(
    () =>
      form.subscribe({
        formState: { errors: true },
        callback: (state) => setErrors(Object.assign({}, state.errors)),
      }),
    [form],
  );
  /** The field's message from the last check, if it failed. */
  const fieldMessage = (name: Path<T>): string | undefined => {
    const error = (errors as Record<string, { message?: unknown } | undefined>)[name];
    if (!error) return undefined;
    return typeof error.message === "string" && error.message ? error.message : LEAD_MESSAGES.required;
  };
  return { ...form, errors, fieldMessage };
}

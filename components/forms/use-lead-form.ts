"use client";

import { useEffect, useState } from "react";
import { createFormControl, type FieldErrors, type FieldValues, type Path } from "react-hook-form";

import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";

/** Not useForm: its mount-time layout-effect setState re-renders in hydration's commit, in one long task. */
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
  const fieldMessage = (name: Path<T>): string | undefined => {
    const error = (errors as Record<string, { message?: unknown } | undefined>)[name];
    if (!error) return undefined;
    return typeof error.message === "string" && error.message ? error.message : LEAD_MESSAGES.required;
  };
  return { ...form, errors, fieldMessage };
}

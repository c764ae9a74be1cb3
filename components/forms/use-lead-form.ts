"use client";

import { useEffect, useState } from "react";
import { createFormControl, type FieldErrors, type FieldValues } from "react-hook-form";

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
  return { ...form, errors };
}

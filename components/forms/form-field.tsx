import type * as React from "react";

import { Field, FieldError, FieldHint, FieldLabel } from "@/components/ui/field";

export function FormField({
  id,
  label,
  required,
  optionalLabel,
  error,
  hint,
  className,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  optionalLabel?: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (aria: {
    id: string;
    "aria-invalid": boolean | undefined;
    "aria-describedby": string | undefined;
    required: boolean | undefined;
  }) => React.ReactNode;
}) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <Field invalid={Boolean(error)} className={className}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
        {!required && optionalLabel ? (
          <>
            {" "}
            <span className="font-normal text-muted-foreground">{optionalLabel}</span>
          </>
        ) : null}
      </FieldLabel>
      {children({
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy,
        required: required || undefined,
      })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      <FieldError id={errorId} messages={error} />
    </Field>
  );
}

import { memo } from "react";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";

import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { emailInputRule, emailPattern } from "@/lib/leads/shared/email-rule";
import { EMAIL_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from "@/lib/leads/shared/limits";
import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";

import { FormField } from "./form-field";

type TextFieldProps<T extends FieldValues> = {
  id: string;
  name: Path<T>;
  label: string;
  register: UseFormRegister<T>;
  autoComplete?: string;
  type?: "text" | "email" | "tel" | "url";
  required?: boolean;
  /** A three-row textarea instead of an input. */
  multiline?: boolean;
  placeholder?: string;
  optionalLabel?: string;
  error?: string;
  defaultValue?: string;
  className?: string;
};

const isFilled = (value: unknown) => String(value ?? "").trim() !== "" || LEAD_MESSAGES.required;

function TextFieldImpl<T extends FieldValues>({
  id,
  name,
  label,
  register,
  autoComplete,
  type = "text",
  required = false,
  multiline = false,
  placeholder,
  optionalLabel,
  error,
  defaultValue,
  className,
}: TextFieldProps<T>) {
  const registration = register(name, {
    // Spaces alone count as empty, as they do on the server (which trims every field).
    ...(required ? { validate: { filled: isFilled } } : {}),
    ...(type === "email" ? { pattern: emailPattern } : {}),
  });
  // The schema's limits, enforced by the browser as the visitor types (with or without JavaScript).
  const maxLength = multiline ? LONG_TEXT_MAX_LENGTH : type === "email" ? EMAIL_MAX_LENGTH : TEXT_MAX_LENGTH;
  return (
    <FormField
      id={id}
      label={label}
      required={required}
      optionalLabel={optionalLabel}
      error={error}
      className={className}
    >
      {(aria) =>
        multiline ? (
          <Textarea
            {...aria}
            rows={3}
            maxLength={maxLength}
            placeholder={placeholder}
            defaultValue={defaultValue}
            {...registration}
          />
        ) : (
          <Input
            {...aria}
            // A website field is plain text with the URL keyboard: type="url" would make the browser (before
            // hydration, or without JavaScript) reject a bare "acme.com", which the spec accepts and normalises.
            type={type === "url" ? "text" : type}
            inputMode={type === "url" ? "url" : undefined}
            {...(type === "email" ? emailInputRule : {})}
            autoComplete={autoComplete}
            maxLength={maxLength}
            placeholder={placeholder}
            defaultValue={defaultValue}
            {...registration}
          />
        )
      }
    </FormField>
  );
}

/**
 * One registered text field (label, input or textarea, error) of a react-hook-form form. Memoised, and every
 * prop is a string, a flag or the form's stable `register`: when the form re-renders for one field's error, the
 * other fields skip that render instead of registering and updating their inputs again.
 */
export const TextField = memo(TextFieldImpl) as typeof TextFieldImpl;

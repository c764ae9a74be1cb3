import { memo } from "react";
import type { FieldValues, Path, UseFormRegister } from "react-hook-form";

import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { emailInputRule } from "@/lib/leads/shared/email-rule";
import { fieldRules } from "@/lib/leads/shared/field-rules";
import type { FieldDefinition } from "@/lib/leads/shared/fields";

import { FormField } from "./form-field";

type TextFieldProps<T extends FieldValues> = {
  id: string;
  name: Path<T>;
  field: FieldDefinition;
  register: UseFormRegister<T>;
  autoComplete?: string;
  placeholder?: string;
  optionalLabel?: string;
  error?: string;
  defaultValue?: string;
  className?: string;
};

function TextFieldImpl<T extends FieldValues>({
  id,
  name,
  field,
  register,
  autoComplete,
  placeholder,
  optionalLabel,
  error,
  defaultValue,
  className,
}: TextFieldProps<T>) {
  // The server's own check of the field, run as the visitor types (spaces alone count as empty, as there).
  const registration = register(name, fieldRules(field));
  const { label = "", input, required, maxLength } = field;
  const multiline = input === "textarea";
  const type = input === "email" || input === "tel" || input === "url" ? input : "text";
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
            // Not type="url": the browser would refuse a bare "acme.com" (which the spec accepts) pre-hydration.
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

/** Memoised on stable props only, so one field's error does not re-register and update every other field. */
export const TextField = memo(TextFieldImpl) as typeof TextFieldImpl;

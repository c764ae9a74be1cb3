import { fieldLabels } from "@/content/form-copy";

import type { FieldDefinition } from "../fields";
import { EMAIL_MAX_LENGTH, LONG_TEXT_MAX_LENGTH, TEXT_MAX_LENGTH } from "../limits";

type TextInput = "text" | "email" | "tel" | "url" | "textarea";

export function textField(
  label: string,
  required: boolean,
  input: TextInput = "text",
  missing?: string,
): FieldDefinition & { input: TextInput; label: string } {
  if (input === "email") {
    return { label, input, required, maxLength: EMAIL_MAX_LENGTH, format: "email", missing };
  }
  return {
    label,
    input,
    required,
    maxLength: input === "textarea" ? LONG_TEXT_MAX_LENGTH : TEXT_MAX_LENGTH,
    missing,
  };
}

export const personFields = {
  firstName: textField(fieldLabels.firstName, true),
  lastName: textField(fieldLabels.lastName, true),
  email: textField(fieldLabels.email, true, "email"),
  phone: textField(fieldLabels.phone, true, "tel"),
};

export function businessFields(required: boolean) {
  return {
    businessName: textField(fieldLabels.businessName, required),
    city: textField(fieldLabels.city, required),
    website: textField(fieldLabels.website, false, "url"),
  };
}

"use client";

import { useId, useState } from "react";

import { submitChatbotContact } from "@/components/forms/actions";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { chatContactFormCopy as copy } from "@/content/chatbot";
import { pushLeadEvent } from "@/lib/browser/analytics";
import { toast } from "@/lib/browser/toast";
import {
  buildChatContactFormData,
  CHAT_CONTACT_FIELDS,
  invalidChatContactFields,
  type ChatContactField,
  type ChatContactSession,
  type ChatContactValues,
} from "@/lib/chatbot/contact-submission";
import { emailInputRule } from "@/lib/leads/shared/email-rule";
import { fieldError } from "@/lib/leads/shared/field-rules";
import { initialFormState, type FormState } from "@/lib/leads/shared/form-state";
import { chatbotContactDefinition } from "@/lib/leads/shared/forms/chatbot-contact";
import { LEAD_TAGS } from "@/lib/leads/shared/tags";
import { keepUnsentLead, shouldKeep } from "@/lib/leads/shared/unsent-leads";

const EMPTY: ChatContactValues = { name: "", email: "", phone: "", message: "" };

const FIELDS = chatbotContactDefinition.fields;

const INPUT_PROPS = {
  name: { type: "text", autoComplete: "name", maxLength: FIELDS.name.maxLength },
  email: { type: "email", autoComplete: "email", inputMode: "email", ...emailInputRule },
  phone: { type: "tel", autoComplete: "tel", inputMode: "tel", maxLength: FIELDS.phone.maxLength },
} as const;

// The chat confirms whatever the server answers, so a lead that did not arrive is kept and sent again.
async function sendChatContact(values: ChatContactValues, session: ChatContactSession) {
  const formData = buildChatContactFormData(values, session, window.location.pathname);
  let state: FormState = initialFormState;
  let exception = false;
  try {
    state = await submitChatbotContact(initialFormState, formData);
    if (state.success) pushLeadEvent("chatbot", state.tag ?? LEAD_TAGS.chatbot, state.leadId, state.adEvent);
    else console.error("Chatbot contact request was not sent:", state.error, state.fieldErrors);
  } catch (error) {
    exception = true;
    console.error("Chatbot contact request failed:", error);
  }
  if (shouldKeep({ state, exception })) keepUnsentLead("chatbotContact", formData);
  toast.success(copy.toast.title, { description: copy.toast.description });
}

interface ChatContactFormProps {
  session: ChatContactSession;
  onSent(): void;
}

export function ChatContactForm({ session, onSent }: ChatContactFormProps) {
  const baseId = useId();
  const [values, setValues] = useState<ChatContactValues>(EMPTY);
  const [missing, setMissing] = useState<readonly ChatContactField[]>([]);
  const [pending, setPending] = useState(false);
  const idOf = (field: ChatContactField) => `${baseId}-${field}`;

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const toFix = invalidChatContactFields(values);
    setMissing(toFix);
    if (toFix[0]) {
      document.getElementById(idOf(toFix[0]))?.focus();
      return;
    }
    setPending(true);
    await sendChatContact(values, session);
    setValues(EMPTY);
    setPending(false);
    onSent();
  }

  function update(field: ChatContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (missing.includes(field) && value.trim())
      setMissing((current) => current.filter((name) => name !== field));
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-1 flex-col gap-4 overflow-y-auto p-4">
      <p className="text-sm text-muted-foreground">{copy.intro}</p>
      {CHAT_CONTACT_FIELDS.map((field, index) => {
        const invalid = missing.includes(field);
        const errorId = `${idOf(field)}-error`;
        const shared = {
          id: idOf(field),
          name: field,
          required: FIELDS[field].required,
          value: values[field],
          placeholder: copy.fields[field].placeholder,
          disabled: pending,
          "aria-invalid": invalid || undefined,
          "aria-describedby": invalid ? errorId : undefined,
          ...(index === 0 ? { "data-chat-autofocus": "" } : {}),
        };
        return (
          <Field key={field} invalid={invalid}>
            <FieldLabel htmlFor={idOf(field)} required={FIELDS[field].required}>
              {FIELDS[field].label}
            </FieldLabel>
            {field === "message" ? (
              <Textarea
                {...shared}
                rows={3}
                maxLength={FIELDS.message.maxLength}
                onChange={(event) => update(field, event.target.value)}
              />
            ) : (
              <Input
                {...shared}
                {...INPUT_PROPS[field]}
                onChange={(event) => update(field, event.target.value)}
              />
            )}
            <FieldError
              id={errorId}
              messages={invalid ? fieldError(FIELDS[field], values[field]) : undefined}
            />
          </Field>
        );
      })}
      <Button type="submit" variant="accent" disabled={pending} className="w-full">
        {pending ? copy.submittingLabel : copy.submitLabel}
      </Button>
    </form>
  );
}

"use client";

import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Send } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { contactPage } from "@/content/contact";
import { quickContactCopy } from "@/content/form-copy";
import { pushLeadEvent } from "@/lib/browser/analytics";
import { toast } from "@/lib/browser/toast";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { emailInputRule } from "@/lib/leads/shared/email-rule";
import { fieldProblem } from "@/lib/leads/shared/field-rules";
import { quickContactDefinition } from "@/lib/leads/shared/forms/quick-contact";
import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";
import { LEAD_TAGS } from "@/lib/leads/shared/tags";

import { submitQuickContact } from "./actions";
import { focusField } from "./focus-field";
import { FormField } from "./form-field";
import { FormMetaFields } from "./form-meta-fields";
import { PendingLabel } from "./pending-label";
import { useLeadAction } from "./use-lead-action";

const copy = contactPage.quickForm;
const FIELDS = quickContactDefinition.fields;

export function QuickContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [fill, setFill] = useState(0);
  // After hydration our own checks (and toasts) replace the browser's validation bubbles.
  const hydrated = useHydrated();
  const { state, formAction, isPending, submit } = useLeadAction(submitQuickContact, ({ state: result }) => {
    if (result.success) {
      pushLeadEvent("quick-contact", result.tag ?? LEAD_TAGS.quickContact, result.leadId, result.adEvent);
      toast.success(quickContactCopy.toasts.successTitle, {
        description: quickContactCopy.toasts.successDescription,
      });
      formRef.current?.reset();
      setFill((n) => n + 1);
      return;
    }
    toast.error(quickContactCopy.toasts.errorTitle, {
      description: quickContactCopy.toasts.errorDescription,
    });
  });
  const serverValues = state.values ?? {};
  const serverErrors = state.fieldErrors ?? {};
  const showServerState = !hydrated;

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate={hydrated || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const data = new FormData(form);
        const missing = Object.keys(FIELDS).find(
          (name) => fieldProblem(FIELDS[name as keyof typeof FIELDS], data.get(name)) === "missing",
        );
        if (missing) {
          toast.error(quickContactCopy.toasts.missingTitle, {
            description: LEAD_MESSAGES.quickContactMissing,
          });
          focusField(form, missing);
          return;
        }
        if (!form.reportValidity()) return;
        submit(form);
      }}
      className="relative flex flex-col gap-4"
    >
      <FormMetaFields fillKey={fill} />
      {state.success && showServerState ? (
        <p role="status" className="rounded-md bg-success-soft p-3 font-bold text-success">
          {quickContactCopy.toasts.successTitle} {quickContactCopy.toasts.successDescription}
        </p>
      ) : null}
      {!state.success && state.error && showServerState ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 font-bold text-destructive">
          {state.error ?? quickContactCopy.toasts.errorDescription}
        </p>
      ) : null}
      <FormField
        id="quick-contact-name"
        label={FIELDS.name.label}
        required={FIELDS.name.required}
        error={showServerState ? serverErrors.name?.[0] : undefined}
      >
        {(aria) => (
          <Input
            {...aria}
            name="name"
            autoComplete="name"
            maxLength={FIELDS.name.maxLength}
            placeholder={copy.namePlaceholder}
            defaultValue={serverValues.name}
          />
        )}
      </FormField>
      <FormField
        id="quick-contact-email"
        label={FIELDS.email.label}
        required={FIELDS.email.required}
        error={showServerState ? serverErrors.email?.[0] : undefined}
      >
        {(aria) => (
          <Input
            {...aria}
            name="email"
            type="email"
            autoComplete="email"
            {...emailInputRule}
            placeholder={copy.emailPlaceholder}
            defaultValue={serverValues.email}
          />
        )}
      </FormField>
      <FormField
        id="quick-contact-message"
        label={FIELDS.message.label}
        required={FIELDS.message.required}
        error={showServerState ? serverErrors.message?.[0] : undefined}
      >
        {(aria) => (
          <Textarea
            {...aria}
            name="message"
            rows={4}
            maxLength={FIELDS.message.maxLength}
            placeholder={copy.messagePlaceholder}
            defaultValue={serverValues.message}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isPending} className="w-full sm:w-auto sm:self-start">
        <PendingLabel pending={isPending} pendingLabel={quickContactCopy.sending}>
          <Send aria-hidden="true" />
          {copy.submitLabel}
        </PendingLabel>
      </Button>
    </form>
  );
}

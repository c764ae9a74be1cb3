"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ArrowLeft, ArrowRight } from "@/components/ui/icon";
import { StepProgress } from "@/components/ui/progress";
import { fieldPlaceholders, freeWebsiteFormCopy, leadFormCopy } from "@/content/form-copy";
import { freeWebsitePage } from "@/content/free-website";
import { pushLeadEvent } from "@/lib/browser/analytics";
import { toast } from "@/lib/browser/toast";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { fieldRules } from "@/lib/leads/shared/field-rules";
import {
  FREE_WEBSITE_QUESTIONS,
  freeWebsiteDefinition,
  type FreeWebsiteValues as Values,
} from "@/lib/leads/shared/forms/free-website";
import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";
import { LEAD_TAGS } from "@/lib/leads/shared/tags";

import { submitFreeWebsiteForm } from "./actions";
import { focusField } from "./focus-field";
import { FormMetaFields } from "./form-meta-fields";
import { FormStatus } from "./form-status";
import { PendingLabel } from "./pending-label";
import { RadioGroupField } from "./radio-group-field";
import { TextField } from "./text-field";
import { errorOf, useLeadAction } from "./use-lead-action";
import { useLeadForm } from "./use-lead-form";

type TextName = "firstName" | "lastName" | "email" | "phone" | "businessName" | "city" | "website";

const FIELDS = freeWebsiteDefinition.fields;
const STEP_FIELDS = {
  1: FREE_WEBSITE_QUESTIONS,
  2: ["firstName", "lastName", "email", "phone"],
} as const;
const copy = freeWebsitePage.form;

export function FreeWebsiteForm({ id = "free-website-form" }: { id?: string }) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [step, setStep] = useState<1 | 2>(1);
  const { register, trigger, getValues, setFocus, fieldMessage } = useLeadForm<Values>();
  // With JavaScript the form validates through react-hook-form; before (and without it) the browser does.
  const hydrated = useHydrated();

  const { state, formAction, isPending, submit } = useLeadAction(
    submitFreeWebsiteForm,
    ({ state: result }) => {
      if (!result.success) {
        toast.error(freeWebsiteFormCopy.toasts.failed, {
          description: errorOf(result, freeWebsiteFormCopy.toasts.failedFallback),
        });
        // A step-1 answer the server refused: show that step and the answer's message.
        const refused = Object.keys(result.fieldErrors ?? {});
        const firstOfStep1 = STEP_FIELDS[1].find((name) => refused.includes(name));
        if (firstOfStep1) {
          setStep(1);
          requestAnimationFrame(() => setFocus(firstOfStep1));
        }
        return;
      }
      pushLeadEvent("free-website", result.tag ?? LEAD_TAGS.freeWebsite, result.leadId, result.adEvent);
      router.push("/free-website/thank-you");
    },
  );
  const serverValues = state.values ?? {};
  const serverErrors = state.fieldErrors ?? {};
  const errorOfField = (name: keyof Values) => fieldMessage(name) ?? serverErrors[name]?.[0];

  async function goNext() {
    const ok = await trigger([...STEP_FIELDS[1]], { shouldFocus: true });
    if (!ok) {
      toast.error(freeWebsiteFormCopy.toasts.step1Missing, {
        description: LEAD_MESSAGES.freeWebsiteQuestionsMissing,
      });
      return;
    }
    // Shown and focused before the task ends: what the visitor types next lands in the step's first field.
    flushSync(() => setStep(2));
    focusField(formRef.current, "firstName");
  }

  function goBack() {
    flushSync(() => setStep(1));
    document.getElementById(`${id}-businessStatus-${getValues("businessStatus") || "established"}`)?.focus();
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a step-1 field (or a phone keyboard's Go) means 'Next Step', as the button does.
    if (step === 1) {
      await goNext();
      return;
    }
    if (!(await trigger([...STEP_FIELDS[1]]))) {
      setStep(1);
      toast.error(freeWebsiteFormCopy.toasts.step1Missing, {
        description: LEAD_MESSAGES.freeWebsiteQuestionsMissing,
      });
      return;
    }
    if (!(await trigger([...STEP_FIELDS[2], "website", "businessName", "city"], { shouldFocus: true }))) {
      toast.error(freeWebsiteFormCopy.toasts.step2Missing, {
        description: LEAD_MESSAGES.freeWebsiteContactMissing,
      });
      return;
    }
    if (!getValues("consent")) {
      toast.error(freeWebsiteFormCopy.toasts.consent, { description: LEAD_MESSAGES.freeWebsiteConsent });
      setFocus("consent");
      return;
    }
    if (formRef.current) submit(formRef.current);
  }

  const text = (name: TextName, autoComplete: string) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      field={FIELDS[name]}
      register={register}
      placeholder={fieldPlaceholders[name]}
      optionalLabel={leadFormCopy.optional}
      error={errorOfField(name)}
      defaultValue={serverValues[name]}
      autoComplete={autoComplete}
    />
  );

  return (
    <div id={id}>
      <form
        ref={formRef}
        action={formAction}
        onSubmit={onSubmit}
        noValidate={hydrated || undefined}
        data-wizard=""
        className="relative flex flex-col gap-5"
      >
        <FormMetaFields />
        <StepProgress current={step} total={2} label={freeWebsiteFormCopy.progressLabel} />
        <FormStatus state={state} />

        <fieldset data-step="1" data-active={step === 1 || undefined} className="flex flex-col gap-5">
          <legend className="mb-1 text-xl font-bold">{copy.step1Title}</legend>
          <RadioGroupField
            id={`${id}-businessStatus`}
            legend={FIELDS.businessStatus.label}
            options={FIELDS.businessStatus.options}
            registration={register("businessStatus", fieldRules(FIELDS.businessStatus))}
            defaultValue={serverValues.businessStatus}
            error={errorOfField("businessStatus")}
          />
          <TextField
            id={`${id}-businessType`}
            name="businessType"
            field={FIELDS.businessType}
            register={register}
            autoComplete="off"
            placeholder={copy.businessTypePlaceholder}
            error={errorOfField("businessType")}
            defaultValue={serverValues.businessType}
          />
          <RadioGroupField
            id={`${id}-websiteGoal`}
            legend={FIELDS.websiteGoal.label}
            options={FIELDS.websiteGoal.options}
            registration={register("websiteGoal", fieldRules(FIELDS.websiteGoal))}
            defaultValue={serverValues.websiteGoal}
            error={errorOfField("websiteGoal")}
          />
          <div data-wizard-nav="" className="flex justify-end">
            <Button type="button" onClick={goNext}>
              {copy.nextLabel}
              <ArrowRight aria-hidden="true" />
            </Button>
          </div>
        </fieldset>

        <fieldset data-step="2" data-active={step === 2 || undefined} className="flex flex-col gap-4">
          <legend className="mb-1 text-xl font-bold">{copy.step2Title}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {text("firstName", "given-name")}
            {text("lastName", "family-name")}
            {text("email", "email")}
            {text("phone", "tel")}
            {text("businessName", "organization")}
            {text("city", "address-level2")}
          </div>
          {text("website", "url")}
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${id}-consent`}
              value="true"
              required
              aria-invalid={serverErrors.consent ? true : undefined}
              {...register("consent", fieldRules(FIELDS.consent))}
            />
            <label htmlFor={`${id}-consent`} className="text-sm leading-snug text-muted-foreground">
              {FIELDS.consent.label}
              <span className="required-mark" aria-hidden="true">
                *
              </span>
            </label>
          </div>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
            <Button type="button" variant="outline" onClick={goBack} data-wizard-nav="">
              <ArrowLeft aria-hidden="true" />
              {copy.backLabel}
            </Button>
            <Button type="submit" variant="accent" size="lg" disabled={isPending}>
              <PendingLabel pending={isPending} pendingLabel={freeWebsiteFormCopy.submitting}>
                {freeWebsiteFormCopy.submit}
              </PendingLabel>
            </Button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}

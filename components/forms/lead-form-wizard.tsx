"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { flushSync } from "react-dom";

import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ArrowLeft, ArrowRight } from "@/components/ui/icon";
import { Select } from "@/components/ui/select";
import { fieldPlaceholders, leadFormCopy } from "@/content/form-copy";
import { SCHEDULE_PATH } from "@/lib/booking/paths";
import { pushLeadEvent } from "@/lib/browser/analytics";
import { toast } from "@/lib/browser/toast";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { fieldRules } from "@/lib/leads/shared/field-rules";
import {
  LEAD_FORM_STEPS,
  leadFormDefinition,
  type LeadFormValues as Values,
} from "@/lib/leads/shared/forms/lead-form";
import { LEAD_MESSAGES } from "@/lib/leads/shared/messages";
import { saveRoofingLead } from "@/lib/leads/shared/roofing-storage";
import { LEAD_TAGS } from "@/lib/leads/shared/tags";
import { cn } from "@/lib/utils";

import { submitLeadForm } from "./actions";
import { focusField } from "./focus-field";
import { FormField } from "./form-field";
import { FormMetaFields } from "./form-meta-fields";
import { FormStatus } from "./form-status";
import { PartProgress } from "./part-progress";
import { PendingLabel } from "./pending-label";
import { StepIndicator } from "./step-indicator";
import { TextField } from "./text-field";
import { errorOf, useLeadAction } from "./use-lead-action";
import { useLeadForm } from "./use-lead-form";

type TextName = Exclude<keyof Values, "consent">;
const FIELDS = leadFormDefinition.fields;

export function LeadFormWizard({
  tag,
  formId,
  className,
}: {
  tag: "website" | "roofing-google-ads";
  formId: string;
  className?: string;
}) {
  const router = useRouter();
  const isRoofing = tag === LEAD_TAGS.roofingGoogleAds;
  const [step, setStep] = useState(1);
  const [unfinishedSteps, setUnfinishedSteps] = useState<readonly number[]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const { register, trigger, getValues, getFieldState, setFocus, fieldMessage } = useLeadForm<Values>();
  // With JavaScript the form validates through react-hook-form; before (and without it) the browser does.
  const hydrated = useHydrated();

  const optionField = isRoofing ? "roofingRevenue" : "serviceType";
  const stepFields: Record<number, readonly TextName[]> = {
    1: LEAD_FORM_STEPS[0],
    2: LEAD_FORM_STEPS[1],
    3: [optionField],
  };

  const { state, formAction, isPending, submit } = useLeadAction(submitLeadForm, ({ state: result }) => {
    if (!result.success) {
      toast.error(leadFormCopy.toasts.error, { description: errorOf(result, LEAD_MESSAGES.failed) });
      // A field the server refused may sit on an earlier step: show that step and the field's message.
      const refused = Object.keys(result.fieldErrors ?? {});
      const refusedStep = [1, 2, 3].find((n) => stepFields[n]?.some((name) => refused.includes(name)));
      if (refusedStep) {
        setStep(refusedStep);
        const first = stepFields[refusedStep]?.find((name) => refused.includes(name));
        if (first) requestAnimationFrame(() => setFocus(first));
      }
      return;
    }
    toast.dismissAll();
    pushLeadEvent("lead-form", result.tag ?? tag, result.leadId, result.adEvent);
    if (isRoofing) {
      // Kept for the schedule page when the server could not give the lead its booking link.
      const { consent, ...fields } = getValues();
      saveRoofingLead({ ...fields, consent, serviceType: "roofing", tag });
      router.push(SCHEDULE_PATH);
    } else {
      router.push("/thank-you");
    }
  });
  // Without JavaScript the server re-renders this form with the submitted values and errors.
  const serverValues = state.values ?? {};
  const serverErrors = state.fieldErrors ?? {};

  /** Read from the form itself, without showing errors: every required field of the step filled and valid. */
  function stepIsComplete(n: number) {
    const fieldset = formRef.current?.querySelector<HTMLFieldSetElement>(`fieldset[data-step="${n}"]`);
    if (!fieldset) return true;
    const required = fieldset.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      "[required]",
    );
    return !fieldset.matches(":invalid") && [...required].every((field) => field.value.trim() !== "");
  }

  // Next only advances; the final submit checks every step and returns to the first with a missing field.
  function goNext() {
    const nextStep = Math.min(step + 1, 3);
    // The indicator checks a step only when it was left complete: Next does not stop at an empty field.
    const complete = stepIsComplete(step);
    setUnfinishedSteps((steps) => [...steps.filter((n) => n !== step), ...(complete ? [] : [step])]);
    // Shown and focused before the click's task ends: what the visitor types next lands in the step's first field.
    flushSync(() => setStep(nextStep));
    focusField(formRef.current, stepFields[nextStep]?.[0] ?? "businessName");
  }

  function goBack() {
    const previous = Math.max(step - 1, 1);
    flushSync(() => setStep(previous));
    focusField(formRef.current, stepFields[previous]?.[0] ?? "businessName");
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Enter in a field of an earlier step (or a phone keyboard's Go) means Next, as the step's button does.
    if (step < 3) {
      goNext();
      return;
    }
    for (const n of [1, 2, 3]) {
      const ok = await trigger(stepFields[n] ?? []);
      if (!ok) {
        setStep(n);
        toast.error(leadFormCopy.toasts.missing, { description: LEAD_MESSAGES.leadFormMissing });
        requestAnimationFrame(() => {
          const firstInvalid = (stepFields[n] ?? []).find((name) => getFieldState(name).invalid);
          setFocus(firstInvalid ?? stepFields[n]?.[0] ?? "businessName");
        });
        return;
      }
    }
    if (!getValues("consent")) {
      toast.error(leadFormCopy.toasts.consent, { description: LEAD_MESSAGES.leadFormConsent });
      setFocus("consent");
      return;
    }
    if (formRef.current) submit(formRef.current);
  }

  const fieldError = (name: keyof Values): string | undefined =>
    fieldMessage(name) ?? serverErrors[name]?.[0];

  const text = (
    name: Exclude<TextName, typeof optionField>,
    options: { autoComplete?: string; className?: string },
  ) => (
    <TextField
      id={`${formId}-${name}`}
      name={name}
      field={FIELDS[name]}
      register={register}
      placeholder={fieldPlaceholders[name as keyof typeof fieldPlaceholders]}
      optionalLabel={leadFormCopy.optional}
      error={fieldError(name)}
      defaultValue={serverValues[name]}
      {...options}
    />
  );

  const optionDefinition = FIELDS[optionField];

  return (
    <form
      ref={formRef}
      id={formId}
      action={formAction}
      onSubmit={onSubmit}
      noValidate={hydrated || undefined}
      data-wizard=""
      className={cn("relative flex flex-col gap-5", className)}
      aria-describedby={`${formId}-required-note`}
    >
      <FormMetaFields />
      <input type="hidden" name="tag" value={tag} />
      {isRoofing ? (
        <PartProgress parts={leadFormCopy.steps} current={step} label={leadFormCopy.partLabel(step, 3)} />
      ) : (
        <StepIndicator
          steps={leadFormCopy.steps}
          current={step}
          unfinished={unfinishedSteps}
          label={leadFormCopy.stepLabel(step, 3)}
        />
      )}
      <FormStatus state={state} />
      <p id={`${formId}-required-note`} className="text-sm text-muted-foreground">
        {leadFormCopy.requiredNote}
      </p>

      <fieldset data-step="1" data-active={step === 1 || undefined} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{leadFormCopy.steps[0]}</legend>
        {text("businessName", { autoComplete: "organization" })}
        {text("city", { autoComplete: "address-level2" })}
        {text("website", { autoComplete: "url", className: "sm:col-span-2" })}
        {text("notes", { className: "sm:col-span-2" })}
      </fieldset>

      <fieldset data-step="2" data-active={step === 2 || undefined} className="grid gap-4 sm:grid-cols-2">
        <legend className="sr-only">{leadFormCopy.steps[1]}</legend>
        {text("firstName", { autoComplete: "given-name" })}
        {text("lastName", { autoComplete: "family-name" })}
        {text("email", { autoComplete: "email" })}
        {text("phone", { autoComplete: "tel" })}
      </fieldset>

      <fieldset data-step="3" data-active={step === 3 || undefined} className="flex flex-col gap-4">
        <legend className="sr-only">{leadFormCopy.steps[2]}</legend>
        <FormField
          id={`${formId}-${optionField}`}
          label={optionDefinition.label}
          required={optionDefinition.required}
          error={fieldError(optionField)}
        >
          {(aria) => (
            <Select
              {...aria}
              defaultValue={serverValues[optionField] ?? ""}
              {...register(optionField, fieldRules(optionDefinition))}
            >
              <option value="" disabled>
                {fieldPlaceholders.selectPrompt}
              </option>
              {optionDefinition.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <div className="flex items-start gap-3">
          <Checkbox
            id={`${formId}-consent`}
            value="true"
            required
            aria-invalid={serverErrors.consent ? true : undefined}
            defaultChecked={serverValues.consent === "true" || serverValues.consent === "on"}
            {...register("consent", fieldRules(FIELDS.consent))}
          />
          <label htmlFor={`${formId}-consent`} className="text-sm leading-snug text-muted-foreground">
            {FIELDS.consent.label}
            <span className="required-mark" aria-hidden="true">
              *
            </span>
          </label>
        </div>
        <Button type="submit" variant="accent" size="lg" disabled={isPending} className="w-full">
          <PendingLabel pending={isPending} pendingLabel={leadFormCopy.submitting}>
            {isRoofing ? leadFormCopy.roofingSubmit : leadFormCopy.submit}
          </PendingLabel>
        </Button>
        <p className="text-center text-sm text-muted-foreground">{leadFormCopy.privacyNote}</p>
      </fieldset>

      <div data-wizard-nav="" className="flex items-center justify-between gap-3">
        {step > 1 ? (
          <Button type="button" variant="outline" onClick={goBack}>
            <ArrowLeft aria-hidden="true" />
            {leadFormCopy.previous}
          </Button>
        ) : (
          <span />
        )}
        {step < 3 ? (
          <Button type="button" onClick={goNext}>
            {leadFormCopy.next}
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </form>
  );
}

"use client";

import { useRef, useState } from "react";

import { Button } from "@/components/ui/button";
import { Download, MailCheck } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { guideFormCopy } from "@/content/form-copy";
import { GUIDE_FILES, guideHref } from "@/content/guide-files";
import { pushLeadEvent } from "@/lib/browser/analytics";
import { startDownload } from "@/lib/browser/download";
import { toast } from "@/lib/browser/toast";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { emailInputRule } from "@/lib/leads/shared/email-rule";
import { fieldProblem } from "@/lib/leads/shared/field-rules";
import { homeGuideDefinition } from "@/lib/leads/shared/forms/guides";
import { LEAD_TAGS } from "@/lib/leads/shared/tags";
import { keepUnsentLead, shouldKeep } from "@/lib/leads/shared/unsent-leads";

import { submitHomeGuide, submitRoofingGuide } from "./actions";
import { FormMetaFields } from "./form-meta-fields";
import { FormStatus } from "./form-status";
import { PendingLabel } from "./pending-label";
import { errorOf, useLeadAction } from "./use-lead-action";

const EMAIL_FIELD = homeGuideDefinition.fields.email;

interface GuideFormProps {
  buttonLabel: string;
  placeholder: string;
}

function EmailRow({
  id,
  placeholder,
  disabled,
  children,
  inputRef,
}: {
  id: string;
  placeholder: string;
  disabled?: boolean;
  children: React.ReactNode;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <label htmlFor={id} className="sr-only">
        {EMAIL_FIELD.label}
      </label>
      <Input
        ref={inputRef}
        id={id}
        name="email"
        type="email"
        required={EMAIL_FIELD.required}
        {...emailInputRule}
        autoComplete="email"
        placeholder={placeholder}
        disabled={disabled}
        className="sm:flex-1"
      />
      {children}
    </div>
  );
}

export function HomeGuideForm({ buttonLabel, placeholder }: GuideFormProps) {
  const [done, setDone] = useState(false);
  const hydrated = useHydrated();
  const { state, formAction, isPending, submit } = useLeadAction(
    submitHomeGuide,
    ({ state: result, exception, data }) => {
      if (!exception && !result.success) console.error("Guide submission failed:", result.error);
      // The visitor is told the guide is on its way whatever happened: a lead that did not arrive is kept.
      if (shouldKeep({ state: result, exception })) keepUnsentLead("homeGuide", data);
      if (result.success)
        pushLeadEvent("home-guide", result.tag ?? LEAD_TAGS.freeGuide, result.leadId, result.adEvent);
      startDownload(guideHref(GUIDE_FILES.marketing));
      toast.success(guideFormCopy.home.toastTitle, {
        description: exception
          ? guideFormCopy.home.exceptionDescription
          : guideFormCopy.home.toastDescription,
      });
      setDone(true);
    },
  );

  return (
    <form
      action={formAction}
      onSubmit={(event) => {
        event.preventDefault();
        if (!event.currentTarget.reportValidity()) return;
        submit(event.currentTarget);
      }}
      className="relative flex flex-col gap-3"
    >
      <FormMetaFields />
      {/* Without JavaScript the server's answer is the only feedback, so it shows; with it, a failure is only logged. */}
      {!hydrated && <FormStatus state={state} />}
      <EmailRow id="home-guide-email" placeholder={placeholder} disabled={done}>
        <Button type="submit" variant="accent" size="lg" disabled={isPending || done}>
          {done ? (
            <>
              <MailCheck aria-hidden="true" />
              {guideFormCopy.done}
            </>
          ) : (
            <PendingLabel pending={isPending} pendingLabel={guideFormCopy.sending}>
              <Download aria-hidden="true" />
              {buttonLabel}
            </PendingLabel>
          )}
        </Button>
      </EmailRow>
    </form>
  );
}

export function RoofingGuideForm({ buttonLabel, placeholder }: GuideFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  // The box stays on the page after a send: the next email typed into it is a new fill with its own id.
  const [fill, setFill] = useState(0);
  // After hydration our own checks (and toasts) replace the browser's validation bubbles.
  const hydrated = useHydrated();
  const { state, formAction, isPending, submit } = useLeadAction(
    submitRoofingGuide,
    ({ state: result, exception }) => {
      if (result.success) {
        pushLeadEvent(
          "roofing-guide",
          result.tag ?? LEAD_TAGS.roofingLeadMagnet,
          result.leadId,
          result.adEvent,
        );
        toast.success(guideFormCopy.roofing.successTitle, {
          description: guideFormCopy.roofing.successDescription,
        });
        if (emailRef.current) emailRef.current.value = "";
        setFill((n) => n + 1);
        return;
      }
      toast.error(guideFormCopy.roofing.errorTitle, {
        description: exception
          ? guideFormCopy.roofing.unknownError
          : errorOf(result, guideFormCopy.roofing.unknownError),
      });
    },
  );

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate={hydrated || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (fieldProblem(EMAIL_FIELD, emailRef.current?.value) === "missing") {
          toast.error(guideFormCopy.roofing.missingTitle, { description: EMAIL_FIELD.missing });
          emailRef.current?.focus();
          return;
        }
        if (!event.currentTarget.reportValidity()) return;
        submit(event.currentTarget);
      }}
      className="relative flex flex-col gap-3"
    >
      <FormMetaFields fillKey={fill} />
      <FormStatus state={state} />
      <EmailRow id="roofing-guide-email" placeholder={placeholder} inputRef={emailRef}>
        <Button type="submit" variant="accent" size="lg" disabled={isPending}>
          <PendingLabel pending={isPending} pendingLabel={guideFormCopy.sending}>
            <Download aria-hidden="true" />
            {buttonLabel}
          </PendingLabel>
        </Button>
      </EmailRow>
    </form>
  );
}

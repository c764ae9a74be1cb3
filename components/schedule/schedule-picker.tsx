"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useMemo, useRef, useState, useTransition } from "react";

import { Button } from "@/components/ui/button";
import { CalendarCheck } from "@/components/ui/icon";
import { Select } from "@/components/ui/select";
import { scheduleCopy } from "@/content/form-copy";
import { schedulePage } from "@/content/roofing";
import { pushLeadEvent } from "@/lib/analytics";
import { cx } from "@/lib/class-names";
import { useHydrated } from "@/lib/hooks/use-hydrated";
import { FORM_META } from "@/lib/leads/form-meta";
import { initialFormState } from "@/lib/leads/form-state";
import { pageStartedAt } from "@/lib/leads/page-start";
import { clearRoofingLead, readRoofingLead } from "@/lib/leads/roofing-storage";
import { LEAD_TAGS } from "@/lib/leads/tags";
import {
  appointmentDateTime,
  availableDates,
  SCHEDULE_DATE_COUNT,
  slotsFor,
  type ScheduleDate,
  type TimeSlot,
} from "@/lib/scheduling";
import { toast } from "@/lib/toast";

import { submitSchedule } from "../forms/actions";
import { PendingLabel } from "../forms/pending-label";

/** Date and time picker of /roofing-google-ads/schedule (SPEC 4 "Schedule page"). */
export function SchedulePicker() {
  const router = useRouter();
  const timeId = useId();
  // Dates depend on the visitor's clock and zone: computed after hydration so server and client agree.
  const hydrated = useHydrated();
  const dates = useMemo<ScheduleDate[] | null>(
    () => (hydrated ? availableDates(new Date()) : null),
    [hydrated],
  );
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [slots, setSlots] = useState<TimeSlot[]>([]);
  const [checking, startChecking] = useTransition();
  const [scheduling, startScheduling] = useTransition();
  const fill = useRef<{ submissionId: string; startedAt: string } | null>(null);

  useEffect(() => {
    fill.current = { submissionId: crypto.randomUUID(), startedAt: String(pageStartedAt()) };
  }, []);

  function chooseDate(value: string) {
    setDate(value);
    setTime("");
    setSlots([]);
    startChecking(async () => {
      // No availability service exists (SPEC 7): the fixed local list, minus times already past.
      const available = await Promise.resolve(slotsFor(value, new Date()));
      setSlots(available);
    });
  }

  function confirm() {
    if (!date || !time) {
      toast.error(scheduleCopy.toasts.missingTitle);
      return;
    }
    const saved = readRoofingLead();
    if (!saved?.email) {
      toast.error(scheduleCopy.toasts.noLeadData);
      return;
    }
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const data = new FormData();
    for (const [name, value] of Object.entries(saved)) {
      if (value !== undefined && value !== false && value !== "") data.set(name, String(value));
    }
    data.set("scheduledDate", date);
    data.set("scheduledTime", time);
    data.set("timezone", timezone);
    data.set("appointmentDateTime", appointmentDateTime(date, time, timezone));
    data.set(FORM_META.submissionId, fill.current?.submissionId ?? crypto.randomUUID());
    data.set(FORM_META.startedAt, fill.current?.startedAt ?? "");
    data.set(FORM_META.submittedAt, String(Date.now()));
    data.set(FORM_META.pagePath, window.location.pathname);
    data.set(FORM_META.js, "1");
    startScheduling(async () => {
      try {
        const result = await submitSchedule(initialFormState, data);
        if (!result.success) {
          toast.error(scheduleCopy.toasts.errorTitle, {
            description: result.error?.trim() ? result.error : scheduleCopy.toasts.failedFallback,
          });
          return;
        }
        clearRoofingLead();
        pushLeadEvent("schedule", result.tag ?? LEAD_TAGS.roofingScheduledCall, result.leadId);
        router.push("/roofing-google-ads/final-thank-you");
      } catch (error) {
        console.error("Scheduling failed", error);
        toast.error(scheduleCopy.toasts.errorTitle, { description: scheduleCopy.toasts.errorFallback });
      }
    });
  }

  const timePlaceholder = !date
    ? scheduleCopy.selectDateFirst
    : checking
      ? scheduleCopy.checking
      : slots.length
        ? "Select a time"
        : scheduleCopy.noTimes;

  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">{schedulePage.dateLabel}</legend>
        {dates === null ? (
          // The dates' own grid, empty: the page does not move when they arrive.
          <div className="relative grid grid-cols-2 gap-2 sm:grid-cols-5">
            {Array.from({ length: SCHEDULE_DATE_COUNT }, (_, index) => (
              <div key={index} aria-hidden="true" className="min-h-12 rounded-md border-2 border-border" />
            ))}
            <p className="absolute inset-0 flex items-center justify-center text-muted-foreground">
              {scheduleCopy.checking}
            </p>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
            {dates.map((option) => (
              <button
                key={option.value}
                type="button"
                aria-pressed={date === option.value}
                data-date={option.value}
                title={option.longLabel}
                onClick={() => chooseDate(option.value)}
                className={cx(
                  "min-h-12 cursor-pointer rounded-md border-2 px-2 py-2 text-sm font-semibold transition-colors",
                  date === option.value
                    ? "border-primary bg-primary text-white"
                    : "border-border hover:border-primary",
                )}
              >
                {option.label}
              </button>
            ))}
          </div>
        )}
      </fieldset>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={timeId} className="font-semibold">
          {schedulePage.timeLabel}
        </label>
        <Select
          id={timeId}
          value={time}
          disabled={!date || checking || slots.length === 0}
          onChange={(event) => setTime(event.target.value)}
        >
          <option value="">{timePlaceholder}</option>
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {slot}
            </option>
          ))}
        </Select>
        <p className="text-sm text-muted-foreground">{schedulePage.callLengthNote}</p>
      </div>

      <Button type="button" variant="accent" size="lg" onClick={confirm} disabled={scheduling}>
        <PendingLabel pending={scheduling} pendingLabel={scheduleCopy.scheduling}>
          <CalendarCheck aria-hidden="true" />
          {schedulePage.confirmLabel}
        </PendingLabel>
      </Button>
    </div>
  );
}

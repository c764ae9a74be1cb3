"use client";

import {
  startTransition,
  useActionState,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useTransition,
} from "react";

import { Button } from "@/components/ui/button";
import { CalendarCheck } from "@/components/ui/icon";
import { Select } from "@/components/ui/select";
import { bookingCopy } from "@/content/booking";
import { scheduleCopy } from "@/content/form-copy";
import type { SchedulePageContent } from "@/content/roofing";
import { finalPagePath, SLOTS_API_PATH } from "@/lib/booking/paths";
import { SCHEDULE_DATE_COUNT } from "@/lib/booking/slots";
import type { SlotsBody } from "@/lib/booking/slots-body";
import { zonedDate, zoneName } from "@/lib/booking/zoned-time";
import { pushLeadEvent } from "@/lib/browser/analytics";
import { scrollToLeadForm } from "@/lib/browser/scroll-to-form";
import { toast } from "@/lib/browser/toast";
import { useHydrated } from "@/lib/browser/use-hydrated";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import { initialFormState } from "@/lib/leads/shared/form-state";
import { pageStartedAt } from "@/lib/leads/shared/page-start";
import {
  clearRoofingLead,
  readRoofingLead,
  savePickedSlot,
  takePickedSlot,
} from "@/lib/leads/shared/roofing-storage";
import { LEAD_TAGS } from "@/lib/leads/shared/tags";
import { cn } from "@/lib/utils";

import { submitSchedule } from "../forms/actions";
import { FormMetaFields } from "../forms/form-meta-fields";
import { FormStatus } from "../forms/form-status";
import { PendingLabel } from "../forms/pending-label";
import { pickerDates, pickerSlots } from "./picker-slots";

async function loadAvailability(): Promise<SlotsBody> {
  const response = await fetch(SLOTS_API_PATH, { cache: "no-store" });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as SlotsBody;
}

export interface SchedulePickerProps {
  /** The server's slots, rendered with the page (null when they could not be read: the browser asks again). */
  availability: SlotsBody | null;
  /** The lead that books (lib/booking/lead-token.ts); without one, the lead saved in this browser. */
  leadToken?: string;
  /** The date chosen without JavaScript (the page's `date` parameter). */
  selectedDate?: string;
  /** Where choosing a date without JavaScript goes: this page, with the date. */
  pagePath: string;
  /** Before the lead form (the ad page): a confirmed time is kept and the visitor sent to the form. */
  beforeForm?: boolean;
  /** From the server: the page's copy stays out of the browser's bundle. */
  labels: PickerLabels;
}

export type PickerLabels = Pick<
  SchedulePageContent,
  "dateLabel" | "timeLabel" | "callLengthNote" | "confirmLabel"
>;

export function SchedulePicker({
  availability,
  leadToken,
  selectedDate,
  pagePath,
  beforeForm = false,
  labels,
}: SchedulePickerProps) {
  const timeId = useId();
  const datesFormId = useId();
  // The visitor's zone is the browser's, read after hydration; until then (and without JavaScript) the agency's.
  const hydrated = useHydrated();
  const [data, setData] = useState<SlotsBody | null>(availability);
  const visitorZone = useMemo(
    () => (hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : (data?.timeZone ?? null)),
    [hydrated, data],
  );
  const [date, setDate] = useState(selectedDate ?? "");
  const [time, setTime] = useState("");
  const [serverState, formAction] = useActionState(submitSchedule, initialFormState);
  const [carried, setCarried] = useState("");
  const offeredPicked = useRef(false);
  const [checking, startChecking] = useTransition();
  const [scheduling, startScheduling] = useTransition();
  const fill = useRef<{ submissionId: string; startedAt: string } | null>(null);

  const refresh = useCallback(async () => {
    try {
      setData(await loadAvailability());
    } catch (error) {
      console.error("Availability failed", error);
      toast.error(scheduleCopy.toasts.errorTitle, { description: bookingCopy.availabilityFailed });
    }
  }, []);

  useEffect(() => {
    // The page's own start: the fill time counts from when the visitor arrived, not from this mount.
    fill.current = {
      submissionId: crypto.randomUUID(),
      startedAt: String(pageStartedAt()),
    };
    if (!availability) startChecking(refresh);
  }, [availability, refresh]);

  const dates = useMemo(
    () => (data && visitorZone ? pickerDates(data.slots, visitorZone) : null),
    [data, visitorZone],
  );
  const slots = useMemo(
    () => (data && visitorZone && date ? pickerSlots(data.slots, date, visitorZone, data.timeZone) : []),
    [data, visitorZone, date],
  );

  useEffect(() => {
    // The time picked on the ad page, once, if it is still open.
    if (beforeForm || offeredPicked.current || !hydrated || !data || !visitorZone) return;
    offeredPicked.current = true;
    const picked = takePickedSlot();
    if (!picked || !data.slots.some((slot) => slot.start === picked && slot.available)) return;
    startTransition(() => {
      setDate(zonedDate(Date.parse(picked), visitorZone));
      setTime(picked);
    });
  }, [beforeForm, hydrated, data, visitorZone]);

  function chooseDate(value: string) {
    setDate(value);
    setTime("");
    startChecking(refresh);
  }

  function confirm(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const slot = slots.find((candidate) => candidate.value === time);
    if (!date || !slot || !visitorZone) {
      toast.error(scheduleCopy.toasts.missingTitle);
      return;
    }
    const saved = leadToken ? null : readRoofingLead();
    if (!leadToken && !saved?.email && beforeForm) {
      savePickedSlot(slot.value);
      setCarried(slot.label);
      scrollToLeadForm();
      return;
    }
    if (!leadToken && !saved?.email) {
      toast.error(scheduleCopy.toasts.noLeadData);
      return;
    }
    const form = new FormData();
    if (leadToken) form.set("lead", leadToken);
    for (const [name, value] of Object.entries(saved ?? {})) {
      if (value !== undefined && value !== false && value !== "") form.set(name, String(value));
    }
    form.set("scheduledDate", date);
    form.set("scheduledTime", slot.time);
    form.set("timezone", visitorZone);
    form.set("appointmentDateTime", slot.value);
    form.set(FORM_META.submissionId, fill.current?.submissionId ?? crypto.randomUUID());
    form.set(FORM_META.startedAt, fill.current?.startedAt ?? "");
    form.set(FORM_META.submittedAt, String(Date.now()));
    form.set(FORM_META.pagePath, window.location.pathname);
    form.set(FORM_META.js, "1");
    startScheduling(async () => {
      try {
        const result = await submitSchedule(initialFormState, form);
        if (!result.success) {
          toast.error(scheduleCopy.toasts.errorTitle, {
            description: result.error?.trim() ? result.error : scheduleCopy.toasts.failedFallback,
          });
          if (result.slotTaken) {
            setTime("");
            await refresh();
          }
          return;
        }
        clearRoofingLead();
        toast.dismissAll();
        pushLeadEvent(
          "schedule",
          result.tag ?? LEAD_TAGS.roofingScheduledCall,
          result.leadId,
          result.adEvent,
        );
        // A full load: the token in the URL must not reach the tags this page already runs.
        window.location.assign(finalPagePath(result.bookingToken));
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

  // Without JavaScript: the server's answer to the posted form (a taken slot, an expired link).
  const state = serverState;

  return (
    <>
      {/* A date chosen without JavaScript reloads the page with it: its own form, so only the date and lead go. */}
      <form id={datesFormId} method="get" action={pagePath} hidden>
        {leadToken ? <input type="hidden" name="lead" value={leadToken} /> : null}
      </form>
      <form action={formAction} onSubmit={confirm} className="flex flex-col gap-6">
        <FormMetaFields />
        {leadToken ? <input type="hidden" name="lead" value={leadToken} /> : null}
        <input type="hidden" name="timezone" value={visitorZone ?? ""} />
        <input type="hidden" name="scheduledDate" value={date} />
        <FormStatus state={state} />
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 font-bold">{labels.dateLabel}</legend>
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
                  type="submit"
                  form={datesFormId}
                  name="date"
                  value={option.value}
                  aria-pressed={date === option.value}
                  data-date={option.value}
                  title={option.longLabel}
                  onClick={(event) => {
                    event.preventDefault();
                    chooseDate(option.value);
                  }}
                  className={cn(
                    "min-h-12 cursor-pointer rounded-md border-2 px-2 py-2 text-sm font-bold transition-colors",
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
          <p className="min-h-5 text-sm text-muted-foreground" data-testid="time-zone-note">
            {visitorZone && data?.slots[0]
              ? bookingCopy.timesShownIn(zoneName(visitorZone, Date.parse(data.slots[0].start)))
              : null}
          </p>
        </fieldset>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={timeId} className="font-bold">
            {labels.timeLabel}
          </label>
          <Select
            id={timeId}
            name="appointmentDateTime"
            value={time}
            disabled={!date || checking || slots.length === 0}
            onChange={(event) => setTime(event.target.value)}
          >
            <option value="">{timePlaceholder}</option>
            {slots.map((slot) => (
              <option key={slot.value} value={slot.value}>
                {slot.label}
              </option>
            ))}
          </Select>
          <p className="text-sm text-muted-foreground">{labels.callLengthNote}</p>
        </div>

        <Button type="submit" variant="accent" size="lg" disabled={scheduling}>
          <PendingLabel pending={scheduling} pendingLabel={scheduleCopy.scheduling}>
            <CalendarCheck aria-hidden="true" />
            {labels.confirmLabel}
          </PendingLabel>
        </Button>
        <p className="text-sm font-bold empty:hidden" role="status">
          {carried ? scheduleCopy.carried(carried) : null}
        </p>
      </form>
    </>
  );
}

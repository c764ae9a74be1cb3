"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

import { leadFormCopy } from "@/content/form-copy";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import { TEXT_MAX_LENGTH } from "@/lib/leads/shared/limits";
import { pageStartedAt } from "@/lib/leads/shared/page-start";

/**
 * The hidden fields every lead form posts. The submission id and start time are written in the browser after
 * hydration: a static page must never carry one id for every visitor. Without JavaScript they stay empty and
 * the server makes its own.
 */
export function FormMetaFields({ fillKey = 0 }: { fillKey?: number }) {
  const pathname = usePathname();
  const submissionId = useRef<HTMLInputElement>(null);
  const startedAt = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // A new fill (fillKey changes after a successful send) gets a new id.
    if (submissionId.current) submissionId.current.value = crypto.randomUUID();
    // Every fill counts from when the page began loading, not from hydration: on a slow phone a visitor may have
    // typed (or let the browser autofill) before this effect ran. A later fill (the roofing guide's box after a
    // send) counts from there too: an email autofilled and sent a second after the first is not a bot's.
    if (startedAt.current) startedAt.current.value = String(pageStartedAt());
  }, [fillKey]);

  return (
    <>
      {/* No value or defaultValue prop: a hidden input's value is its default value, so React would put the
          empty default back on the next render and wipe what the effect wrote. */}
      <input ref={submissionId} type="hidden" name={FORM_META.submissionId} />
      <input ref={startedAt} type="hidden" name={FORM_META.startedAt} />
      <input type="hidden" name={FORM_META.pagePath} value={pathname} />
      <div aria-hidden="true" className="honeypot">
        <label>
          {leadFormCopy.honeypotLabel}
          <input
            type="text"
            name={FORM_META.honeypot}
            tabIndex={-1}
            autoComplete="off"
            maxLength={TEXT_MAX_LENGTH}
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}

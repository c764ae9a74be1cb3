"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

import { leadFormCopy } from "@/content/form-copy";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import { TEXT_MAX_LENGTH } from "@/lib/leads/shared/limits";
import { pageStartedAt } from "@/lib/leads/shared/page-start";

// Set after hydration: a static page must never carry one id for every visitor (no JS: the server sets one).
export function FormMetaFields({ fillKey = 0 }: { fillKey?: number }) {
  const pathname = usePathname();
  const submissionId = useRef<HTMLInputElement>(null);
  const startedAt = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // A new fill (fillKey changes after a successful send) gets a new id.
    if (submissionId.current) submissionId.current.value = crypto.randomUUID();
    // From page load, not hydration: on a slow phone a visitor may have typed or autofilled before this ran.
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

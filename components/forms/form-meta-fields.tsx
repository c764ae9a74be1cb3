"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";

import { leadFormCopy } from "@/content/form-copy";
import { FORM_META } from "@/lib/leads/form-meta";

/**
 * The hidden fields every lead form posts. The submission id and start time are created in the browser after
 * hydration: a static page must never carry one id for every visitor. Without JavaScript they stay empty and
 * the server makes its own.
 */
export function FormMetaFields({ fillKey = 0 }: { fillKey?: number }) {
  const pathname = usePathname();
  const [meta, setMeta] = useState<{ submissionId: string; startedAt: string } | null>(null);

  useEffect(() => {
    // A new fill (fillKey changes after a successful send) gets a new id.
    setMeta({ submissionId: crypto.randomUUID(), startedAt: String(Date.now()) });
  }, [fillKey]);

  return (
    <>
      <input type="hidden" name={FORM_META.submissionId} value={meta?.submissionId ?? ""} />
      <input type="hidden" name={FORM_META.startedAt} value={meta?.startedAt ?? ""} />
      <input type="hidden" name={FORM_META.pagePath} value={pathname} />
      <div aria-hidden="true" className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {leadFormCopy.honeypotLabel}
          <input type="text" name={FORM_META.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}

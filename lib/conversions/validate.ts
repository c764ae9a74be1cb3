import "server-only";

import type { LeadStore } from "@/lib/leads/store/lead-store";

import type { ConversionConfig } from "./config";
import type { ConversionContext, ConversionDestination, ConversionEvent } from "./events";
import { storedLeadContext } from "./outcomes";
import { validateWithGa4 } from "./senders/ga4";
import { sendToGoogle, type ConversionToSend } from "./senders/google";
import type { SendResult } from "./senders/http";
import { sendToMeta } from "./senders/meta";

export interface ValidationVerdict {
  platform: ConversionDestination;
  ok: boolean;
  message: string;
}

// Without a lead: a made-up click, no personal data, consent denied.
function sampleContext(pageUrl: string): ConversionContext {
  return {
    clickId: { type: "gclid", value: "validate-only-test-gclid" },
    gaClientId: "1000000000.1000000000",
    pageUrl,
    consent: { adUserData: false, adPersonalization: false },
    hashed: { google: {}, meta: {} },
  };
}

function verdict(platform: ConversionDestination, result: SendResult, ok: string): ValidationVerdict {
  return result.kind === "sent"
    ? { platform, ok: true, message: ok }
    : { platform, ok: false, message: result.error };
}

export type ValidationTarget = { kind: "lead"; leadId: string } | { kind: "sample"; pageUrl: string };

/** Checks each configured platform's answer to a real-shaped event without recording a conversion. */
export async function validateConversions(
  store: LeadStore,
  config: ConversionConfig,
  target: ValidationTarget,
  now: number,
): Promise<ValidationVerdict[] | "no-lead"> {
  let context: ConversionContext;
  let leadId = `validate-${now}`;
  if (target.kind === "lead") {
    const lead = await store.getLead(target.leadId);
    if (!lead) return "no-lead";
    leadId = lead.id;
    context = (await store.conversions.context(lead.id)) ?? storedLeadContext(lead);
  } else context = sampleContext(target.pageUrl);
  const event: ConversionEvent = "lead";
  const conversion: ConversionToSend = { leadId, event, eventTime: now, context };
  const verdicts: ValidationVerdict[] = [];
  const { google, meta, ga4, timeoutMs } = config;
  if (google?.actionIds.lead) {
    const result = await sendToGoogle(conversion, google, timeoutMs, { validateOnly: true });
    verdicts.push(verdict("google", result, "valid (validateOnly: nothing was recorded)"));
  } else if (google) {
    verdicts.push({ platform: "google", ok: false, message: "GOOGLE_ADS_LEAD_ACTION_ID is unset" });
  }
  if (meta?.testEventCode) {
    const result = await sendToMeta(conversion, meta, timeoutMs, { testEventCode: meta.testEventCode });
    verdicts.push(
      verdict(
        "meta",
        result,
        `accepted as a test event (Events Manager, Test Events: ${meta.testEventCode})`,
      ),
    );
  } else if (meta) {
    verdicts.push({
      platform: "meta",
      ok: false,
      message:
        "not checked: set META_TEST_EVENT_CODE (Meta has no validate-only call; a test event stays out of reports)",
    });
  }
  if (ga4) {
    const result = await validateWithGa4(conversion, ga4, timeoutMs);
    verdicts.push(verdict("ga4", result, "valid (/debug/mp/collect returned no validation messages)"));
  }
  return verdicts;
}

import "server-only";

import type { Ga4Config } from "../config";
import { CONVERSION_EVENT_NAMES } from "../events";
import type { ConversionToSend } from "./google";
import { postJson, requestJson, type SendResult } from "./http";

export function ga4Body(conversion: ConversionToSend) {
  const { context } = conversion;
  const names = CONVERSION_EVENT_NAMES[conversion.event];
  const granted = (value: boolean) => (value ? "GRANTED" : "DENIED");
  // The submission's session ended long before a CRM stage: the outcome starts no session of its own.
  const sessionId = names.source === "web" ? context.gaSessionId : undefined;
  return {
    client_id: context.gaClientId,
    timestamp_micros: conversion.eventTime * 1000,
    consent: {
      ad_user_data: granted(context.consent.adUserData),
      ad_personalization: granted(context.consent.adPersonalization),
    },
    events: [
      {
        name: names.ga4,
        params: {
          event_id: conversion.leadId,
          ...(sessionId ? { session_id: sessionId } : {}),
          engagement_time_msec: 1,
          page_location: context.pageUrl,
          ...(conversion.value
            ? { value: conversion.value.amount, currency: conversion.value.currency }
            : {}),
        },
      },
    ],
  };
}

function collectUrl(config: Ga4Config, path: string): string {
  const url = new URL(path, config.baseUrl);
  url.searchParams.set("measurement_id", config.measurementId);
  url.searchParams.set("api_secret", config.apiSecret);
  return url.toString();
}

export function sendToGa4(
  conversion: ConversionToSend,
  config: Ga4Config,
  timeoutMs: number,
): Promise<SendResult> {
  return postJson(collectUrl(config, "/mp/collect"), ga4Body(conversion), { timeoutMs });
}

interface ValidationMessage {
  fieldPath?: string;
  description?: string;
  validationCode?: string;
}

// The validation server answers 200 with its findings; an empty list is a pass.
export async function validateWithGa4(
  conversion: ConversionToSend,
  config: Ga4Config,
  timeoutMs: number,
): Promise<SendResult> {
  const result = await requestJson(collectUrl(config, "/debug/mp/collect"), ga4Body(conversion), {
    timeoutMs,
  });
  if (result.kind !== "sent") return result;
  let messages: ValidationMessage[] = [];
  try {
    messages =
      (JSON.parse(result.text ?? "") as { validationMessages?: ValidationMessage[] }).validationMessages ??
      [];
  } catch {
    return { kind: "rejected", error: "the validation server's answer is not JSON" };
  }
  if (messages.length === 0) return { kind: "sent" };
  const error = messages
    .map((message) =>
      `${message.validationCode ?? "INVALID"} ${message.fieldPath ?? ""}: ${message.description ?? ""}`.trim(),
    )
    .join("; ");
  return { kind: "rejected", error };
}

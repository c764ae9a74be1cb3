import "server-only";

import type { Ga4Config } from "../config";
import { CONVERSION_EVENT_NAMES } from "../events";
import type { ConversionToSend } from "./google";
import { postJson, type SendResult } from "./http";

export function ga4Body(conversion: ConversionToSend) {
  const { context } = conversion;
  const granted = (value: boolean) => (value ? "GRANTED" : "DENIED");
  return {
    client_id: context.gaClientId,
    timestamp_micros: conversion.eventTime * 1000,
    consent: {
      ad_user_data: granted(context.consent.adUserData),
      ad_personalization: granted(context.consent.adPersonalization),
    },
    events: [
      {
        name: CONVERSION_EVENT_NAMES[conversion.event].ga4,
        params: {
          event_id: conversion.leadId,
          ...(context.gaSessionId ? { session_id: context.gaSessionId } : {}),
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

export function sendToGa4(
  conversion: ConversionToSend,
  config: Ga4Config,
  timeoutMs: number,
): Promise<SendResult> {
  const url = new URL("/mp/collect", config.baseUrl);
  url.searchParams.set("measurement_id", config.measurementId);
  url.searchParams.set("api_secret", config.apiSecret);
  return postJson(url.toString(), ga4Body(conversion), { timeoutMs });
}

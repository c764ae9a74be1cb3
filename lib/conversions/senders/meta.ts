import "server-only";

import type { MetaConfig } from "../config";
import { CONVERSION_EVENT_NAMES, type ConversionValue } from "../events";
import type { ConversionToSend } from "./google";
import { postJson, type SendResult } from "./http";

export const META_GRAPH_VERSION = "v21.0";

// Meta's Purchase requires a value and currency: a deal won without one is reported as worth 0 USD.
function metaValue(conversion: ConversionToSend): ConversionValue | undefined {
  if (conversion.value) return conversion.value;
  return CONVERSION_EVENT_NAMES[conversion.event].meta === "Purchase"
    ? { amount: 0, currency: "USD" }
    : undefined;
}

export function metaEventsBody(conversion: ConversionToSend, config: Pick<MetaConfig, "testEventCode">) {
  const { context } = conversion;
  const { em, ph } = context.hashed.meta;
  const value = metaValue(conversion);
  return {
    data: [
      {
        event_name: CONVERSION_EVENT_NAMES[conversion.event].meta,
        event_time: Math.floor(conversion.eventTime / 1000),
        event_id: conversion.leadId,
        action_source: "website",
        event_source_url: context.pageUrl,
        user_data: {
          ...(em ? { em: [em] } : {}),
          ...(ph ? { ph: [ph] } : {}),
          ...(context.fbc ? { fbc: context.fbc } : {}),
          ...(context.fbp ? { fbp: context.fbp } : {}),
          ...(context.userAgent ? { client_user_agent: context.userAgent } : {}),
          ...(context.ip ? { client_ip_address: context.ip } : {}),
        },
        ...(value ? { custom_data: { value: value.amount, currency: value.currency } } : {}),
      },
    ],
    ...(config.testEventCode ? { test_event_code: config.testEventCode } : {}),
  };
}

export function sendToMeta(
  conversion: ConversionToSend,
  config: MetaConfig,
  timeoutMs: number,
): Promise<SendResult> {
  const url = new URL(`/${META_GRAPH_VERSION}/${config.pixelId}/events`, config.baseUrl).toString();
  // The token goes in the body, not the URL, so no log line or proxy ever records it.
  return postJson(
    url,
    { ...metaEventsBody(conversion, config), access_token: config.accessToken },
    { timeoutMs },
  );
}

import "server-only";

import type { MetaConfig } from "../config";
import { CONVERSION_EVENT_NAMES } from "../events";
import type { ConversionToSend } from "./google";
import { postJson, type PlatformAnswer, type SendResult } from "./http";

// Meta's "try again later" codes: unknown, service, app and user rate limits, app limit, throttling.
const TRANSIENT_CODES = new Set([1, 2, 4, 17, 341, 613]);

export function metaTransient(answer: PlatformAnswer): boolean {
  try {
    const { error } = JSON.parse(answer.text) as { error?: { code?: unknown; is_transient?: unknown } };
    return error?.is_transient === true || TRANSIENT_CODES.has(Number(error?.code));
  } catch {
    return false;
  }
}

export function metaEventsBody(conversion: ConversionToSend, config: Pick<MetaConfig, "testEventCode">) {
  const { context } = conversion;
  const names = CONVERSION_EVENT_NAMES[conversion.event];
  const { em, ph } = context.hashed.meta;
  const value = conversion.value;
  return {
    data: [
      {
        event_name: names.meta,
        event_time: Math.floor(conversion.eventTime / 1000),
        event_id: conversion.leadId,
        // A CRM stage is recorded by the agency's system, not done on the website.
        action_source: names.source === "web" ? "website" : "system_generated",
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

export async function sendToMeta(
  conversion: ConversionToSend,
  config: MetaConfig,
  timeoutMs: number,
  options: { testEventCode?: string } = {},
): Promise<SendResult> {
  const names = CONVERSION_EVENT_NAMES[conversion.event];
  if (!names.meta) return { kind: "rejected", error: `Meta has no event for ${conversion.event}` };
  // Meta rejects a Purchase without a value: no 0-value deal is invented.
  if (names.meta === "Purchase" && !conversion.value)
    return { kind: "rejected", error: "a won deal without a value is no Purchase for Meta" };
  const url = new URL(`/${config.graphVersion}/${config.pixelId}/events`, config.baseUrl).toString();
  const testEventCode = options.testEventCode ?? config.testEventCode;
  // The token goes in the body, not the URL, so no log line or proxy ever records it.
  return postJson(
    url,
    { ...metaEventsBody(conversion, { testEventCode }), access_token: config.accessToken },
    { timeoutMs, transient: metaTransient },
  );
}

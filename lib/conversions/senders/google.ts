import "server-only";

import type { GoogleAdsConfig } from "../config";
import {
  CONVERSION_EVENT_NAMES,
  type ConversionContext,
  type ConversionEvent,
  type ConversionValue,
} from "../events";
import { googleAccessToken } from "../google-credentials";
import { requestJson, type SendResult } from "./http";

export interface ConversionToSend {
  leadId: string;
  event: ConversionEvent;
  eventTime: number;
  context: ConversionContext;
  value?: ConversionValue;
}

function consentOf(context: ConversionContext) {
  return {
    adUserData: context.consent.adUserData ? "CONSENT_GRANTED" : "CONSENT_DENIED",
    adPersonalization: context.consent.adPersonalization ? "CONSENT_GRANTED" : "CONSENT_DENIED",
  };
}

export function googleDestination(config: GoogleAdsConfig, event: ConversionEvent) {
  return {
    operatingAccount: { accountType: "GOOGLE_ADS", accountId: config.customerId },
    ...(config.loginCustomerId
      ? { loginAccount: { accountType: "GOOGLE_ADS", accountId: config.loginCustomerId } }
      : {}),
    productDestinationId: config.actionIds[event],
  };
}

// No IP address is ever sent: the site cannot tell an EEA, UK or Swiss visitor apart (docs/conversions.md).
export function googleIngestBody(
  conversion: ConversionToSend,
  config: GoogleAdsConfig,
  options: { validateOnly?: boolean } = {},
) {
  const { context } = conversion;
  const consent = consentOf(context);
  const granted = context.consent.adUserData;
  const { email, phone } = context.hashed.google;
  const userIdentifiers = granted
    ? [...(email ? [{ emailAddress: email }] : []), ...(phone ? [{ phoneNumber: phone }] : [])]
    : [];
  const device =
    granted && context.userAgent ? { landingPageDeviceInfo: { userAgent: context.userAgent } } : {};
  return {
    destinations: [googleDestination(config, conversion.event)],
    encoding: "HEX",
    consent,
    ...(options.validateOnly ? { validateOnly: true } : {}),
    events: [
      {
        transactionId: conversion.leadId,
        eventTimestamp: new Date(conversion.eventTime).toISOString(),
        // A CRM stage happened in the agency's records, not in a browser.
        eventSource: CONVERSION_EVENT_NAMES[conversion.event].source === "web" ? "WEB" : "OTHER",
        consent,
        ...(conversion.value
          ? { conversionValue: conversion.value.amount, currency: conversion.value.currency }
          : {}),
        adIdentifiers: {
          ...(context.clickId ? { [context.clickId.type]: context.clickId.value } : {}),
          ...device,
        },
        ...(userIdentifiers.length ? { userData: { userIdentifiers } } : {}),
      },
    ],
  };
}

async function bearer(config: GoogleAdsConfig): Promise<{ token: string } | { error: string }> {
  try {
    return { token: await googleAccessToken(config.credentialsFile) };
  } catch (error) {
    return { error: `access token: ${error instanceof Error ? error.message : String(error)}` };
  }
}

export async function sendToGoogle(
  conversion: ConversionToSend,
  config: GoogleAdsConfig,
  timeoutMs: number,
  options: { validateOnly?: boolean } = {},
): Promise<SendResult> {
  const auth = await bearer(config);
  // A token server that is down is tried again; a bad key file stays bad until ops fix it and retry.
  if ("error" in auth) return { kind: "retry", error: auth.error };
  const result = await requestJson(
    new URL("/v1/events:ingest", config.baseUrl).toString(),
    googleIngestBody(conversion, config, options),
    { timeoutMs, headers: { Authorization: `Bearer ${auth.token}` } },
  );
  if (result.kind !== "sent") return result;
  const requestId = parseJson<{ requestId?: unknown }>(result.text)?.requestId;
  return typeof requestId === "string" && requestId ? { kind: "sent", requestId } : { kind: "sent" };
}

function parseJson<T>(text: string | undefined): T | undefined {
  try {
    return JSON.parse(text ?? "") as T;
  } catch {
    return undefined;
  }
}

// Google's verdict on an accepted request (Data Manager `requestStatus:retrieve`).
export type GoogleVerdict =
  | { kind: "processing" }
  | { kind: "success" }
  | { kind: "failed"; reason: string }
  | { kind: "unknown"; error: string };

interface RequestStatusResponse {
  requestStatusPerDestination?: {
    requestStatus?: string;
    errorInfo?: { errorCounts?: { reason?: string; recordCount?: string }[] };
  }[];
}

export function verdictOf(body: RequestStatusResponse): GoogleVerdict {
  const statuses = body.requestStatusPerDestination ?? [];
  const reasons = statuses.flatMap((status) =>
    (status.errorInfo?.errorCounts ?? []).map(
      (count) => count.reason ?? "PROCESSING_ERROR_REASON_UNSPECIFIED",
    ),
  );
  const names = statuses.map((status) => status.requestStatus ?? "REQUEST_STATUS_UNKNOWN");
  if (names.length === 0 || names.includes("PROCESSING")) return { kind: "processing" };
  if (names.every((name) => name === "SUCCESS")) return { kind: "success" };
  if (names.includes("FAILED") || names.includes("PARTIAL_SUCCESS") || reasons.length)
    return { kind: "failed", reason: `Google: ${[...new Set(reasons)].join(", ") || names.join(", ")}` };
  return { kind: "processing" };
}

export async function retrieveGoogleVerdict(
  requestId: string,
  config: GoogleAdsConfig,
  timeoutMs: number,
): Promise<GoogleVerdict> {
  const auth = await bearer(config);
  if ("error" in auth) return { kind: "unknown", error: auth.error };
  const url = new URL("/v1/requestStatus:retrieve", config.baseUrl);
  url.searchParams.set("requestId", requestId);
  const result = await requestJson(url.toString(), undefined, {
    method: "GET",
    timeoutMs,
    headers: { Authorization: `Bearer ${auth.token}` },
  });
  if (result.kind !== "sent") return { kind: "unknown", error: result.error };
  const body = parseJson<RequestStatusResponse>(result.text);
  return body ? verdictOf(body) : { kind: "unknown", error: "not JSON" };
}

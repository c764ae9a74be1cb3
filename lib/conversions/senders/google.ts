import "server-only";

import type { GoogleAdsConfig } from "../config";
import type { ConversionContext, ConversionEvent, ConversionValue } from "../events";
import { googleAccessToken } from "../google-credentials";
import { postJson, type SendResult } from "./http";

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

export function googleIngestBody(conversion: ConversionToSend, config: GoogleAdsConfig) {
  const { context } = conversion;
  const consent = consentOf(context);
  const granted = context.consent.adUserData;
  const { email, phone } = context.hashed.google;
  const userIdentifiers = granted
    ? [...(email ? [{ emailAddress: email }] : []), ...(phone ? [{ phoneNumber: phone }] : [])]
    : [];
  const device =
    granted && (context.userAgent ?? context.ip)
      ? { landingPageDeviceInfo: { userAgent: context.userAgent, ipAddress: context.ip } }
      : {};
  return {
    destinations: [
      {
        operatingAccount: { accountType: "GOOGLE_ADS", accountId: config.customerId },
        productDestinationId: config.actionIds[conversion.event],
      },
    ],
    encoding: "HEX",
    consent,
    events: [
      {
        transactionId: conversion.leadId,
        eventTimestamp: new Date(conversion.eventTime).toISOString(),
        eventSource: "WEB",
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

export async function sendToGoogle(
  conversion: ConversionToSend,
  config: GoogleAdsConfig,
  timeoutMs: number,
): Promise<SendResult> {
  let token: string;
  try {
    token = await googleAccessToken(config.credentialsFile);
  } catch (error) {
    // A token server that is down is tried again; a bad key file stays bad until ops fix it and retry.
    return {
      kind: "retry",
      error: `access token: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  return postJson(
    new URL("/v1/events:ingest", config.baseUrl).toString(),
    googleIngestBody(conversion, config),
    {
      timeoutMs,
      headers: { Authorization: `Bearer ${token}` },
    },
  );
}

import "server-only";

import type { ServerEnv } from "@/lib/env";

import { CONVERSION_EVENT_NAMES, type ConversionDestination, type ConversionEvent } from "./events";

export interface GoogleAdsConfig {
  customerId: string;
  // A manager account the service account reaches customerId through.
  loginCustomerId?: string;
  actionIds: Partial<Record<ConversionEvent, string>>;
  credentialsFile: string;
  baseUrl: string;
}

export interface MetaConfig {
  pixelId: string;
  accessToken: string;
  testEventCode?: string;
  baseUrl: string;
  graphVersion: string;
}

export interface Ga4Config {
  measurementId: string;
  apiSecret: string;
  baseUrl: string;
}

export interface ConversionConfig {
  google?: GoogleAdsConfig;
  meta?: MetaConfig;
  ga4?: Ga4Config;
  timeoutMs: number;
  // Set even without an API secret: it names the session cookie read at submit.
  measurementId?: string;
}

export type ConversionEnv = Pick<
  ServerEnv,
  | "GOOGLE_ADS_CUSTOMER_ID"
  | "GOOGLE_ADS_LOGIN_CUSTOMER_ID"
  | "GOOGLE_ADS_LEAD_ACTION_ID"
  | "GOOGLE_ADS_BOOKED_CALL_ACTION_ID"
  | "GOOGLE_ADS_QUALIFIED_ACTION_ID"
  | "GOOGLE_ADS_SHOWED_ACTION_ID"
  | "GOOGLE_ADS_WON_ACTION_ID"
  | "GOOGLE_APPLICATION_CREDENTIALS"
  | "GOOGLE_DATA_MANAGER_URL"
  | "META_PIXEL_ID"
  | "META_CAPI_ACCESS_TOKEN"
  | "META_TEST_EVENT_CODE"
  | "META_GRAPH_URL"
  | "META_GRAPH_VERSION"
  | "GA4_MEASUREMENT_ID"
  | "GA4_API_SECRET"
  | "GA4_MP_URL"
  | "CONVERSION_TIMEOUT_MS"
>;

export function conversionConfig(env: ConversionEnv): ConversionConfig {
  const actionIds = {
    lead: env.GOOGLE_ADS_LEAD_ACTION_ID,
    booked_call: env.GOOGLE_ADS_BOOKED_CALL_ACTION_ID,
    qualified: env.GOOGLE_ADS_QUALIFIED_ACTION_ID,
    showed: env.GOOGLE_ADS_SHOWED_ACTION_ID,
    won: env.GOOGLE_ADS_WON_ACTION_ID,
  };
  return {
    google:
      env.GOOGLE_ADS_CUSTOMER_ID &&
      env.GOOGLE_APPLICATION_CREDENTIALS &&
      Object.values(actionIds).some(Boolean)
        ? {
            customerId: env.GOOGLE_ADS_CUSTOMER_ID,
            loginCustomerId: env.GOOGLE_ADS_LOGIN_CUSTOMER_ID,
            actionIds,
            credentialsFile: env.GOOGLE_APPLICATION_CREDENTIALS,
            baseUrl: env.GOOGLE_DATA_MANAGER_URL,
          }
        : undefined,
    meta:
      env.META_PIXEL_ID && env.META_CAPI_ACCESS_TOKEN
        ? {
            pixelId: env.META_PIXEL_ID,
            accessToken: env.META_CAPI_ACCESS_TOKEN,
            testEventCode: env.META_TEST_EVENT_CODE,
            baseUrl: env.META_GRAPH_URL,
            graphVersion: env.META_GRAPH_VERSION,
          }
        : undefined,
    ga4:
      env.GA4_MEASUREMENT_ID && env.GA4_API_SECRET
        ? { measurementId: env.GA4_MEASUREMENT_ID, apiSecret: env.GA4_API_SECRET, baseUrl: env.GA4_MP_URL }
        : undefined,
    timeoutMs: env.CONVERSION_TIMEOUT_MS,
    measurementId: env.GA4_MEASUREMENT_ID,
  };
}

export function destinationsFor(config: ConversionConfig, event: ConversionEvent): ConversionDestination[] {
  const destinations: ConversionDestination[] = [];
  if (config.google?.actionIds[event]) destinations.push("google");
  if (config.meta && CONVERSION_EVENT_NAMES[event].meta) destinations.push("meta");
  if (config.ga4) destinations.push("ga4");
  return destinations;
}

export function anyDestination(config: ConversionConfig): boolean {
  return Boolean(config.google ?? config.meta ?? config.ga4);
}

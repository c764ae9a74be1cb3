import type { AdsConsentChoice } from "@/lib/consent/ads-consent";
import type { ConversionContext } from "@/lib/conversions/events";
import type { LeadStatus } from "@/lib/db/schema";
import type { MailMessage } from "@/lib/mail/message";

import type { LeadAttribution } from "../attribution";
import type { ConsentRecord } from "../consent";
import type { Lead } from "../schema";
import type { LeadTag } from "../shared/tags";

export interface NewConversion {
  leadId: string;
  event: string;
  destination: string;
  createdAt: number;
  eventTime: number;
  giveUpAt: number;
}

export interface LeadConversions {
  context: ConversionContext;
  rows: NewConversion[];
}

export interface NewMailJob {
  id: string;
  kind: string;
  leadId?: string;
  createdAt: number;
  giveUpAt: number;
  dueAt?: number;
  message: MailMessage;
}

export interface NewLead {
  id: string;
  submissionId: string;
  createdAt: number;
  tag: LeadTag;
  payload: Lead;
  attribution: LeadAttribution;
  consent?: ConsentRecord;
  adsConsent?: AdsConsentChoice;
  giveUpAt: number;
  mailJobs?: NewMailJob[];
  conversions?: LeadConversions;
  spamReason?: string;
}

export interface StoredLead {
  id: string;
  submissionId: string;
  createdAt: number;
  tag: string;
  payload: Lead;
  payloadJson: string;
  attribution: LeadAttribution | null;
  consent: ConsentRecord | null;
  adsConsent: AdsConsentChoice | null;
  status: LeadStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number | null;
  giveUpAt: number;
  deliveredAt: number | null;
  updatedAt: number;
  spamReason: string | null;
}

export interface ClaimedLead extends StoredLead {
  claimToken: string;
  claimedUntil: number;
}

export type LeadCounts = Record<LeadStatus, number>;

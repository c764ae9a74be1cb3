/** The records the lead pipeline reads from and hands to the store (rows are in lib/db/schema.ts). */
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

/** A lead's conversions, queued in its own transaction: the context once, a row per event and platform. */
export interface LeadConversions {
  context: ConversionContext;
  rows: NewConversion[];
}

/** An email to queue with a lead (in the same transaction) or on its own. */
export interface NewMailJob {
  id: string;
  kind: string;
  leadId?: string;
  createdAt: number;
  giveUpAt: number;
  /** When it may first be sent (a reminder); absent: at once. */
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
  giveUpAt: number;
  /** Emails queued in the lead's own transaction, only when the lead is new. */
  mailJobs?: NewMailJob[];
  /** Conversions queued in the lead's own transaction, only when the lead is new and no bot's. */
  conversions?: LeadConversions;
  /** Set for a bot's submission: stored with status `spam` and this reason, never forwarded or mailed. */
  spamReason?: string;
}

export interface StoredLead {
  id: string;
  submissionId: string;
  createdAt: number;
  tag: string;
  payload: Lead;
  /** The payload exactly as stored, the base of the webhook body. */
  payloadJson: string;
  attribution: LeadAttribution | null;
  consent: ConsentRecord | null;
  status: LeadStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number | null;
  giveUpAt: number;
  deliveredAt: number | null;
  updatedAt: number;
  spamReason: string | null;
}

/** A lead this process holds the delivery claim for, until `claimedUntil`. */
export interface ClaimedLead extends StoredLead {
  claimToken: string;
  claimedUntil: number;
}

export type LeadCounts = Record<LeadStatus, number>;

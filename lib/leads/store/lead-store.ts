import type { AdminRepository } from "@/lib/admin/repository";
import type { StoreKind } from "@/lib/db/connection";
import type { LeadStatus } from "@/lib/db/schema";

import type { BookingRepository } from "./booking-repository";
import type { ConversionRepository } from "./conversion-repository";
import type { StoreHealth } from "./health";
import type { MailRepository } from "./mail-repository";
import type { OutcomeRepository } from "./outcome-repository";
import type { PrivacyRepository } from "./privacy";
import type { SharedRateLimitDecision, SharedRateLimits } from "./rate-limit-repository";
import type { ClaimedLead, LeadCounts, NewLead, NewMailJob, StoredLead } from "./records";

export interface LeadStore {
  readonly kind: StoreKind;
  /** Applies pending migrations; every other method waits for it, so calling it is optional. */
  migrate(): Promise<void>;
  /** Stores a lead once per submission id: a repeat returns the lead stored first, with `created: false`. */
  insertLead(lead: NewLead): Promise<{ lead: StoredLead; created: boolean }>;
  getLead(id: string): Promise<StoredLead | undefined>;
  listLeads(options?: { status?: LeadStatus; limit?: number }): Promise<StoredLead[]>;
  countByStatus(): Promise<LeadCounts>;
  claimDue(options: { now: number; limit: number; leaseMs: number }): Promise<ClaimedLead[]>;
  claimLead(id: string, options: { now: number; leaseMs: number }): Promise<ClaimedLead | undefined>;
  /** False when the claim was lost (it expired and another process took the lead). */
  markDelivered(claim: ClaimedLead, now: number): Promise<boolean>;
  markAttemptFailed(
    claim: ClaimedLead,
    outcome: { now: number; error: string; nextAttemptAt: number | null },
  ): Promise<boolean>;
  /** Undefined when the lead is not found or was already delivered. */
  requeue(id: string, options: { now: number; giveUpAt: number }): Promise<StoredLead | undefined>;
  requeueAll(options: { now: number; giveUpAt: number }): Promise<number>;
  /** Queues `mailJobs(lead)` in the same transaction; undefined when the lead is not `spam`. */
  releaseSpam(
    id: string,
    options: { now: number; giveUpAt: number; mailJobs?: (lead: StoredLead) => NewMailJob[] },
  ): Promise<StoredLead | undefined>;
  /** Never deletes a lead tied to a booking still kept; throws when `before` is later than `now`. */
  purgeSpam(before: number, now: number): Promise<number>;
  readonly privacy: PrivacyRepository;
  health(now: number): Promise<StoreHealth>;
  hitRateLimit(key: string, limits: SharedRateLimits, now: number): Promise<SharedRateLimitDecision>;
  readonly bookings: BookingRepository;
  readonly mail: MailRepository;
  readonly conversions: ConversionRepository;
  readonly outcomes: OutcomeRepository;
  readonly admin: AdminRepository;
  close(): Promise<void>;
}

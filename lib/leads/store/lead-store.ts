/** The lead store as the rest of the site sees it: the lead queue plus one repository per feature. */
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
  /** Newest first. */
  listLeads(options?: { status?: LeadStatus; limit?: number }): Promise<StoredLead[]>;
  countByStatus(): Promise<LeadCounts>;
  /** Atomically claims up to `limit` pending leads that are due and not claimed by anyone else. */
  claimDue(options: { now: number; limit: number; leaseMs: number }): Promise<ClaimedLead[]>;
  /** Atomically claims one pending, unclaimed lead whatever its next attempt time. */
  claimLead(id: string, options: { now: number; leaseMs: number }): Promise<ClaimedLead | undefined>;
  /** False when the claim was lost (it expired and another process took the lead). */
  markDelivered(claim: ClaimedLead, now: number): Promise<boolean>;
  markAttemptFailed(
    claim: ClaimedLead,
    outcome: { now: number; error: string; nextAttemptAt: number | null },
  ): Promise<boolean>;
  /** Makes a pending, stored or failed lead due now with a fresh give-up time; undefined when not found or delivered. */
  requeue(id: string, options: { now: number; giveUpAt: number }): Promise<StoredLead | undefined>;
  /** `requeue` for every pending, stored and failed lead; returns how many. */
  requeueAll(options: { now: number; giveUpAt: number }): Promise<number>;
  /**
   * Turns a quarantined lead into a pending one (stored without a webhook), due now, queueing `mailJobs(lead)` in the same transaction;
   * undefined when it is not `spam`.
   */
  releaseSpam(
    id: string,
    options: { now: number; giveUpAt: number; mailJobs?: (lead: StoredLead) => NewMailJob[] },
  ): Promise<StoredLead | undefined>;
  /**
   * Deletes quarantined leads created before `before` (never one tied to a booking still kept); returns how many.
   * Throws when `before` is later than `now`.
   */
  purgeSpam(before: number, now: number): Promise<number>;
  readonly privacy: PrivacyRepository;
  health(now: number): Promise<StoreHealth>;
  /** Counts one submission in the shared window table (PostgreSQL deployments). */
  hitRateLimit(key: string, limits: SharedRateLimits, now: number): Promise<SharedRateLimitDecision>;
  readonly bookings: BookingRepository;
  readonly mail: MailRepository;
  readonly conversions: ConversionRepository;
  /** Call outcomes, CRM stages and the figures built on them (lib/leads/store/outcome-repository.ts). */
  readonly outcomes: OutcomeRepository;
  readonly admin: AdminRepository;
  close(): Promise<void>;
}

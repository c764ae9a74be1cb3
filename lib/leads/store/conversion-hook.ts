import "server-only";

/** Where a lead's outcome meets the conversion outbox: called inside the transaction that records the outcome. */
import type { Kysely } from "kysely";

import type { LeadDatabase } from "@/lib/db/schema";

import type { LeadOutcomeEvent } from "../stages";
import type { StoredLead } from "./records";

/**
 * Runs in the outcome's own transaction, with the lead that arrived (its attribution, its click ids). A no-op until
 * the conversion outbox queues `conversionFor(event)` (lib/leads/stages.ts) here.
 */
export async function onLeadOutcome(
  _tx: Kysely<LeadDatabase>,
  _lead: StoredLead,
  _event: LeadOutcomeEvent,
): Promise<void> {}

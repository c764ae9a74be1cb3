import "server-only";

import type { Kysely } from "kysely";

import type { ConversionConfig } from "@/lib/conversions/config";
import { conversionRows, eventForTag } from "@/lib/conversions/enqueue";
import type { ConversionContext } from "@/lib/conversions/events";
import { outcomeConversionRows, storedLeadContext } from "@/lib/conversions/outcomes";
import type { LeadDatabase } from "@/lib/db/schema";

import { isLeadTag } from "../shared/tags";
import type { LeadOutcomeEvent } from "../stages";
import { insertConversions, insertLeadConversions } from "./conversion-repository";
import type { NewConversion, StoredLead } from "./records";

export async function onLeadOutcome(
  tx: Kysely<LeadDatabase>,
  lead: StoredLead,
  event: LeadOutcomeEvent,
  config: ConversionConfig | undefined,
): Promise<NewConversion[]> {
  if (!config) return [];
  const stored = await tx
    .selectFrom("conversion_contexts")
    .select("context")
    .where("lead_id", "=", lead.id)
    .executeTakeFirst();
  const context = stored ? (JSON.parse(stored.context) as ConversionContext) : storedLeadContext(lead);
  const qualified = await tx
    .selectFrom("lead_stages")
    .select("id")
    .where("lead_id", "=", lead.id)
    .where("stage", "=", "qualified")
    .executeTakeFirst();
  const rows = outcomeConversionRows(lead, event, context, config, { qualifiedBefore: Boolean(qualified) });
  if (rows.length === 0) return [];
  if (!stored)
    await tx
      .insertInto("conversion_contexts")
      .values({ lead_id: lead.id, context: JSON.stringify(context), created_at: event.at })
      .onConflict((conflict) => conflict.column("lead_id").doNothing())
      .execute();
  await insertConversions(tx, rows);
  return rows;
}

// A quarantined post kept no captured context: the lead's stored click ids, consent denied (docs/conversions.md).
export async function onLeadReleased(
  tx: Kysely<LeadDatabase>,
  lead: StoredLead,
  config: ConversionConfig,
  now: number,
): Promise<NewConversion[]> {
  const event = isLeadTag(lead.tag) ? eventForTag(lead.tag) : undefined;
  if (!event) return [];
  const context = storedLeadContext(lead);
  const rows = conversionRows(lead.id, event, context, config, { now, eventTime: lead.createdAt });
  if (rows.length) await insertLeadConversions(tx, { context, rows });
  return rows;
}

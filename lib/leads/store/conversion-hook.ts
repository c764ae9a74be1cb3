import "server-only";

import type { Kysely } from "kysely";

import type { ConversionConfig } from "@/lib/conversions/config";
import type { ConversionContext } from "@/lib/conversions/events";
import { outcomeConversionRows, storedLeadContext } from "@/lib/conversions/outcomes";
import type { LeadDatabase } from "@/lib/db/schema";

import type { LeadOutcomeEvent } from "../stages";
import { insertConversions } from "./conversion-repository";
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
  const rows = outcomeConversionRows(lead, event, context, config);
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

import type { Migration, MigrationProvider } from "kysely";

import { createLeads } from "./0001-create-leads";
import { createBookings } from "./0002-bookings";
import { createMailJobs } from "./0003-mail-jobs";
import { addQuarantine } from "./0004-quarantine";
import { createRateLimits } from "./0005-rate-limits";
import { addStoredStatus } from "./0006-stored-status";
import { createConversions } from "./0007-conversions";
import { addCallOutcomesAndStages } from "./0008-call-outcomes-and-stages";
import { createAdmin } from "./0009-admin";
import { addAdminBounds } from "./0010-admin-bounds";
import { addConversionVerdicts } from "./0011-conversion-verdicts";

// Applied in name order; a new migration always takes the next number.
const migrations: Record<string, Migration> = {
  "0001_create_leads": createLeads,
  "0002_bookings": createBookings,
  "0003_mail_jobs": createMailJobs,
  "0004_quarantine": addQuarantine,
  "0005_rate_limits": createRateLimits,
  "0006_stored_status": addStoredStatus,
  "0007_conversions": createConversions,
  "0008_call_outcomes_and_stages": addCallOutcomesAndStages,
  "0009_admin": createAdmin,
  "0010_admin_bounds": addAdminBounds,
  "0011_conversion_verdicts": addConversionVerdicts,
};

export const leadMigrations: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

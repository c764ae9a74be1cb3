import { logLeadEvent } from "@/lib/leads/log";

import { emailAddress, parseArgs } from "./args";
import type { LeadsCommand } from "./command";
import { json } from "./output";

export const deleteCommand: LeadsCommand = {
  name: "delete",
  summary: "delete everything held about one email address (privacy request)",
  help: `Usage: npm run leads -- delete --email ADDRESS

Deletes every lead, booking and queued email held about the address in one transaction and prints the ids deleted
as JSON on stdout. Export them first if the person asked for a copy.`,
  async run(args, { store, io }) {
    const { values } = parseArgs(args, { "--email": "value" });
    const deleted = await store.privacy.deleteByEmail(emailAddress(values["--email"], "--email"));
    // The event says how much went, never whose it was.
    logLeadEvent("lead.privacy_deleted", {
      deleted: {
        leads: deleted.leads.length,
        bookings: deleted.bookings.length,
        mailJobs: deleted.mailJobs.length,
      },
    });
    io.out(json({ deleted }));
    return 0;
  },
};

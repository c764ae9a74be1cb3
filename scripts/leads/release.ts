import { releaseQuarantinedLead } from "@/lib/leads/release";
import { mailJobsForLead } from "@/lib/mail/jobs";

import { parseArgs, recordId } from "./args";
import type { LeadsCommand } from "./command";
import { deliverNow } from "./webhook";

export const releaseCommand: LeadsCommand = {
  name: "release",
  summary: "send a quarantined submission on as a lead",
  help: `Usage: npm run leads -- release ID

Releases a submission quarantined as a bot (see: npm run leads -- list --status spam): its emails are queued and it
goes to the webhook now, or is kept as stored when LEAD_WEBHOOK_URL is not set.`,
  async run(args, context) {
    const { store, env, io, clock } = context;
    const id = recordId(parseArgs(args, {}, 1).positionals[0], "a lead");
    const now = clock();
    const outcome = await releaseQuarantinedLead(store, id, {
      now,
      mailJobs: (lead) => mailJobsForLead(lead, { now, env }),
    });
    switch (outcome.kind) {
      case "not-found":
        io.err(`No lead ${id}.`);
        return 1;
      case "not-quarantined":
        io.out(`Lead ${id} is ${outcome.status}, not quarantined; nothing to do.`);
        return 0;
      case "invalid":
        io.err(`Lead ${id} cannot be released: ${outcome.error} Read it with: npm run leads -- show ${id}`);
        return 1;
      case "released":
        io.out(`Lead ${id} released: ${await deliverNow(context, id)}`);
        return 0;
    }
  },
};

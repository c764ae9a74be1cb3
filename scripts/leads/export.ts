import { leadsCsv } from "../leads-csv";
import { emailAddress, parseArgs } from "./args";
import { UsageError, type LeadsCommand } from "./command";
import { json, withIsoTimes } from "./output";

export const exportCommand: LeadsCommand = {
  name: "export",
  summary: "every lead as CSV (--csv), or all data about one email address as JSON (--email)",
  help: `Usage: bin/leads export --csv > leads.csv
       bin/leads export --email ADDRESS > person.json
(bin/leads, or npm run -s leads --: \`npm run leads --\` writes npm's banner into the file.)

--csv          every lead as CSV on stdout (fields, attribution, consent), times in ISO 8601.
--email ADDR   a privacy request: every lead, booking and queued email held about the address, as JSON on stdout,
               times in ISO 8601.`,
  async run(args, { store, io }) {
    const { values, flags } = parseArgs(args, { "--csv": "flag", "--email": "value" });
    if (flags.has("--csv") === (values["--email"] !== undefined))
      throw new UsageError("needs --csv or --email ADDRESS");
    if (flags.has("--csv")) {
      const leads = await store.listLeads();
      process.stdout.write(leadsCsv(leads, await store.outcomes.stagesFor(leads.map((lead) => lead.id))));
      return 0;
    }
    const found = await store.privacy.exportByEmail(emailAddress(values["--email"], "--email"));
    io.out(
      json({
        email: found.email,
        leads: found.leads.map(withIsoTimes),
        bookings: found.bookings.map(withIsoTimes),
        mailJobs: found.mailJobs.map(withIsoTimes),
      }),
    );
    return 0;
  },
};

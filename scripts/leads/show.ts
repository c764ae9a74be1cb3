import { parseArgs, recordId } from "./args";
import type { LeadsCommand } from "./command";
import { json, withIsoTimes } from "./output";

export const showCommand: LeadsCommand = {
  name: "show",
  summary: "one lead as JSON: fields, attribution, consent, delivery, conversions",
  help: `Usage: npm run leads -- show ID

Prints the lead as JSON on stdout: its fields, attribution, consent record and delivery state, times in ISO 8601.`,
  async run(args, { store, io }) {
    const id = recordId(parseArgs(args, {}, 1).positionals[0], "a lead");
    const lead = await store.getLead(id);
    if (!lead) {
      io.err(`No lead ${id}.`);
      return 1;
    }
    const { payloadJson: _raw, ...readable } = lead;
    const conversions = (await store.conversions.list({ leadId: id })).map(withIsoTimes);
    const stages = (await store.outcomes.stagesFor([id])).map(withIsoTimes);
    io.out(json({ ...withIsoTimes(readable), stages, conversions }));
    return 0;
  },
};

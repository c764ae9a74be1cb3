/** The ops commands as an operator runs them (`npm run leads -- ...`), against SQLite and PostgreSQL. */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { afterAll, describe, expect, it } from "vitest";

import { LEAD_FORMS } from "@/lib/leads/forms";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import type { LeadStoreConfig } from "@/lib/leads/store/open-store";
import { submitLead } from "@/lib/leads/submit-lead";

import {
  FakeClock,
  openStore,
  quickContactValues,
  request,
  submit,
  submitDeps,
} from "../support/lead-harness";
import { storeBackends } from "../support/store-backends";

const run = promisify(execFile);
const root = path.resolve(__dirname, "../..");

const backends = await storeBackends();

async function leads(config: LeadStoreConfig, ...args: string[]): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [
      path.join(root, "node_modules/tsx/dist/cli.mjs"),
      "--conditions=react-server",
      "scripts/leads.ts",
      ...args,
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        LEAD_WEBHOOK_URL: "",
        DATABASE_URL: config.kind === "postgres" ? config.url : "",
        LEADS_SQLITE_PATH: config.kind === "sqlite" ? config.path : "unused.db",
      },
    },
  );
  return stdout;
}

for (const { name, make, skip } of backends) {
  describe.skipIf(skip !== undefined)(`npm run leads on ${name}`, () => {
    const backend = make();
    afterAll(() => backend.cleanup());

    it("lists spam, exports, deletes and purges", async () => {
      const config = await backend.fresh();
      const store = await openStore(config);
      const clock = new FakeClock();
      const { deps } = submitDeps(store, clock);
      const bot = await submitLead(
        LEAD_FORMS.quickContact,
        { ...quickContactValues(1), [FORM_META.honeypot]: "x" },
        request,
        deps,
      );
      await submit("quickContact", quickContactValues(2), deps);
      await store.close();

      const listed = await leads(config, "list", "--status", "spam");
      expect(listed).toMatch(
        new RegExp(
          `^${(bot as { leadId: string }).leadId}\\s+\\S+\\s+quick-contact\\s+dana1@example\\.com\\s+honeypot$`,
          "m",
        ),
      );

      const exported = JSON.parse(await leads(config, "export", "--email", "DANA1@example.com")) as {
        leads: { status: string; spamReason: string }[];
      };
      expect(exported.leads).toEqual([expect.objectContaining({ status: "spam", spamReason: "honeypot" })]);

      const deleted = await leads(config, "delete", "--email", "dana1@example.com");
      expect(deleted).toContain(
        '"event":"lead.privacy_deleted","deleted":{"leads":1,"bookings":0,"mailJobs":0}',
      );
      expect(deleted.split("\n").find((line) => line.includes("lead.privacy_deleted"))).not.toContain(
        "dana1",
      );

      const purged = await leads(config, "purge", "--before", "2999-01-01");
      expect(purged).toContain("Deleted 0 lead(s)");
      expect(purged).toContain("1 older lead(s) are still waiting for delivery and were kept");
    });
  });
}

/** `npm run leads`: argument handling, help, one-line errors, the store line, and purge's safeguards. */
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { getServerEnv } from "@/lib/env";
import { setLeadLogSink } from "@/lib/leads/log";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { openLeadStore, type LeadStoreConfig } from "@/lib/leads/store/open-store";
import { emailAddress, isoDay, parseArgs, positiveInt, recordId } from "@/scripts/leads/args";
import { bookingsCommand } from "@/scripts/leads/bookings";
import { runCli, type CliDeps } from "@/scripts/leads/cli";
import { UsageError, type LeadsCommand } from "@/scripts/leads/command";
import { deleteCommand } from "@/scripts/leads/delete";
import { exportCommand } from "@/scripts/leads/export";
import { listCommand } from "@/scripts/leads/list";
import { mailCommands } from "@/scripts/leads/mail";
import { purgeCommand } from "@/scripts/leads/purge";
import { showCommand } from "@/scripts/leads/show";
import { describeStore } from "@/scripts/leads/store-line";

import { DAY_MS, seedRetention, type RetentionSeed } from "../../support/retention";

const NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const COMMANDS: LeadsCommand[] = [
  listCommand,
  showCommand,
  exportCommand,
  deleteCommand,
  purgeCommand,
  mailCommands,
  bookingsCommand,
];

describe("argument parsing", () => {
  it("reads options as --name value and --name=value, flags and positionals", () => {
    const parsed = parseArgs(
      ["ID", "--status", "spam", "--limit=5", "--yes"],
      {
        "--status": "value",
        "--limit": "value",
        "--yes": "flag",
      },
      1,
    );
    expect(parsed.values).toEqual({ "--status": "spam", "--limit": "5" });
    expect([...parsed.flags]).toEqual(["--yes"]);
    expect(parsed.positionals).toEqual(["ID"]);
  });

  it("refuses unknown options, missing values, repeats and stray arguments, in one line each", () => {
    const spec = { "--limit": "value", "--yes": "flag" } as const;
    expect(() => parseArgs(["--nope"], spec)).toThrow('unknown option "--nope"');
    expect(() => parseArgs(["--limit"], spec)).toThrow("--limit needs a value");
    expect(() => parseArgs(["--limit", "--yes"], spec)).toThrow("--limit needs a value");
    expect(() => parseArgs(["--yes", "--yes"], spec)).toThrow("--yes is given twice");
    expect(() => parseArgs(["--yes=1"], spec)).toThrow("--yes takes no value");
    expect(() => parseArgs(["extra"], spec)).toThrow('unexpected argument "extra"');
  });

  it("validates dates, numbers, ids and addresses", () => {
    expect(isoDay("2024-02-29", "--from")).toBe(Date.UTC(2024, 1, 29));
    for (const bad of ["2025-02-30", "2025-13-01", "2025-2-3", "tomorrow", "2025-02-28T00:00"])
      expect(() => isoDay(bad, "--from")).toThrow(
        `--from must be a real date written YYYY-MM-DD, not "${bad}"`,
      );
    expect(positiveInt("20", "--limit")).toBe(20);
    for (const bad of ["0", "-1", "1.5", "abc", "1e3", "100001"])
      expect(() => positiveInt(bad, "--limit")).toThrow(UsageError);
    expect(recordId("4f0c1e9e-8f0b-4a52-9c1e-3a1d2b7c9e10", "a lead")).toBe(
      "4f0c1e9e-8f0b-4a52-9c1e-3a1d2b7c9e10",
    );
    expect(() => recordId("a b", "a lead")).toThrow('"a b" is not a lead id');
    expect(() => recordId("--all", "a lead")).toThrow(UsageError);
    expect(() => recordId(undefined, "a lead")).toThrow("needs a lead id");
    expect(() => emailAddress("not-an-address", "--email")).toThrow(UsageError);
  });

  it("names the store without a password", () => {
    expect(describeStore({ kind: "sqlite", path: "data/x.db" }, "/srv/site")).toBe(
      "Store: SQLite /srv/site/data/x.db (new: no file was there)",
    );
    const postgres = describeStore({ kind: "postgres", url: "postgres://ops:s3cret@db.internal:6543/leads" });
    expect(postgres).toBe("Store: PostgreSQL db.internal:6543, database leads");
    expect(postgres).not.toContain("s3cret");
  });
});

describe("the leads command", () => {
  let store: LeadStore;
  let seed: RetentionSeed;
  let out: string[];
  let err: string[];
  let opened: number;
  let answer: boolean | undefined;
  let logs: string[];

  beforeEach(async () => {
    store = await openLeadStore({ kind: "sqlite", path: ":memory:", forward: false });
    seed = await seedRetention(store, NOW);
    [out, err, logs, opened, answer] = [[], [], [], 0, undefined];
    setLeadLogSink((line) => logs.push(line.event));
  });
  afterEach(async () => {
    setLeadLogSink(undefined);
    await store.close();
  });

  function deps(): CliDeps {
    return {
      io: { out: (text) => out.push(text), err: (text) => err.push(text), confirm: async () => answer },
      env: () => getServerEnv({}),
      storeConfig: (): LeadStoreConfig => ({ kind: "postgres", url: "postgres://ops:pw@db.test/leads" }),
      openStore: async () => {
        opened += 1;
        return { ...store, close: async () => {} };
      },
      describeStore,
      clock: () => NOW,
    };
  }
  const leads = (...argv: string[]) => runCli(COMMANDS, argv, deps());

  it("answers --help and -h on the command and on each subcommand, without opening the store", async () => {
    for (const argv of [[], ["-h"], ["--help"]]) {
      expect(await leads(...argv)).toBe(0);
      expect(out.pop()).toMatch(
        /^Usage: npm run leads -- COMMAND[\s\S]*purge[\s\S]*mail retry[\s\S]*bookings cancel/,
      );
    }
    for (const [argv, usage] of [
      [["list", "--help"], "Usage: npm run leads -- list [--status STATUS] [--limit N]"],
      [["purge", "-h"], "Usage: npm run leads -- purge --before YYYY-MM-DD [--dry-run] [--yes]"],
      [["mail", "retry", "-h"], "Usage: npm run leads -- mail retry ID | --all"],
      [["bookings", "--help"], "Usage: npm run leads -- bookings [list] [--from YYYY-MM-DD]"],
      [["bookings", "cancel", "--help"], "Usage: npm run leads -- bookings cancel ID"],
    ] as const) {
      expect(await leads(...argv)).toBe(0);
      expect(out.pop()?.split("\n")[0]).toBe(usage);
    }
    expect(opened).toBe(0);
    expect(err).toEqual([]);
  });

  it("says what is wrong in one line on stderr, after the line naming the store", async () => {
    expect(await leads("nope")).toBe(2);
    expect(err).toEqual(['leads: unknown command "nope". See: npm run leads -- --help']);
    err = [];
    expect(await leads("list", "--limit", "x")).toBe(2);
    expect(err).toEqual([
      "Store: PostgreSQL db.test:5432, database leads",
      "leads list: --limit must be a whole number from 1 to 100000. See: npm run leads -- list --help",
    ]);
    err = [];
    expect(await leads("bookings", "--from", "2025-02-30")).toBe(2);
    expect(err[1]).toBe(
      'leads bookings: --from must be a real date written YYYY-MM-DD, not "2025-02-30". See: npm run leads -- bookings --help',
    );
    expect(out).toEqual([]);
  });

  it("lists leads with their name and email, and writes JSON that parses, times in ISO 8601", async () => {
    expect(await leads("list")).toBe(0);
    expect(out[0]).toMatch(/^ID\s+CREATED\s+STATUS\s+TAG\s+NAME\s+EMAIL\s+/);
    expect(out[0]).toContain(`${seed.finishedLead}  2026-10-19T12:00:00.000Z  stored`);
    expect(out[0]).toMatch(/Dana Smith\s+dana@example\.com/);
    expect(out[1]).toBe("\n0 pending, 4 stored, 0 delivered, 0 failed, 0 spam");
    out = [];
    expect(await leads("export", "--email", "dana@example.com")).toBe(0);
    const exported = JSON.parse(out.join("\n")) as { bookings: { slot_start: string; created_at: string }[] };
    expect(exported.bookings[0]?.created_at).toBe("2026-10-19T12:00:00.000Z");
    out = [];
    expect(await leads("show", seed.finishedLead)).toBe(0);
    expect(JSON.parse(out.join("\n"))).toMatchObject({
      id: seed.finishedLead,
      createdAt: "2026-10-19T12:00:00.000Z",
    });
    out = [];
    expect(await leads("delete", "--email", "nobody@example.com")).toBe(0);
    expect(JSON.parse(out.join("\n"))).toEqual({
      deleted: { leads: [], bookings: [], mailJobs: [], conversions: [] },
    });
    expect(logs).toEqual(["lead.privacy_deleted"]);
  });

  it("refuses a purge cut-off in the future", async () => {
    expect(await leads("purge", "--before", "2027-01-01", "--dry-run")).toBe(2);
    expect(err.at(-1)).toBe(
      "leads purge: --before 2027-01-01 is in the future (today is 2026-11-28 UTC): a purge only removes what is past. See: npm run leads -- purge --help",
    );
    expect(await store.listLeads()).toHaveLength(4);
  });

  it("shows what a purge would delete with --dry-run, and deletes nothing", async () => {
    expect(await leads("purge", "--before", "2026-11-28", "--dry-run")).toBe(0);
    expect(out).toEqual([
      "Dry run: would delete 2 leads, 1 booking and 2 emails created before 2026-11-28.",
      "Kept: 1 booking whose call ends after the cut-off, with their leads and emails.",
    ]);
    expect(await store.listLeads()).toHaveLength(4);
  });

  it("asks before purging, refuses without a terminal, and deletes only on yes or --yes", async () => {
    expect(await leads("purge", "--before", "2026-11-28")).toBe(2);
    expect(err.at(-1)).toMatch(/^leads purge: deletes data: run it on a terminal to confirm, or pass --yes/);
    answer = false;
    expect(await leads("purge", "--before", "2026-11-28")).toBe(1);
    expect(err.at(-1)).toBe("Nothing deleted.");
    expect(await store.listLeads()).toHaveLength(4);
    answer = true;
    expect(await leads("purge", "--before", "2026-11-28")).toBe(0);
    expect(out.at(-2)).toBe("Deleted 2 leads, 1 booking and 2 emails created before 2026-11-28.");
    expect((await store.listLeads()).map((lead) => lead.id).sort()).toEqual(
      [seed.upcomingBookingLead, seed.upcomingEventLead].sort(),
    );
    answer = undefined;
    await store.insertLead({
      id: "late",
      submissionId: "late",
      createdAt: NOW - 2 * DAY_MS,
      tag: "quick-contact",
      payload: { email: "x@example.com" } as never,
      attribution: {},
      giveUpAt: NOW,
    });
    expect(await leads("purge", "--before", "2026-11-28", "--yes")).toBe(0);
    expect(out.at(-2)).toBe("Deleted 1 lead, 0 bookings and 0 emails created before 2026-11-28.");
  });
});

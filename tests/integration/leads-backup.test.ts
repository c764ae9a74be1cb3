/** `npm run leads -- backup FILE`: a consistent copy of a SQLite store another connection is writing to. */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";

import { backupSqlite } from "@/scripts/leads/backup";
import { UsageError } from "@/scripts/leads/command";

const dir = mkdtempSync(path.join(tmpdir(), "leads-backup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("leads backup", () => {
  it("copies what is still in the WAL of a store the site holds open, and never overwrites a file", async () => {
    const source = path.join(dir, "leads.db");
    const site = new Database(source);
    site.pragma("journal_mode = WAL");
    site.pragma("wal_autocheckpoint = 0");
    site.exec("CREATE TABLE leads (id INTEGER PRIMARY KEY, email TEXT)");
    const insert = site.prepare("INSERT INTO leads (email) VALUES (?)");
    for (let i = 0; i < 500; i += 1) insert.run(`lead${i}@example.com`);

    const target = path.join(dir, "backup.db");
    const previous = process.umask(0o022);
    try {
      expect(await backupSqlite(source, target)).toBeGreaterThan(0);
    } finally {
      process.umask(previous);
    }
    site.close();
    // The copy holds what the store holds: as private as the store (0600), whatever the umask.
    expect((statSync(target).mode & 0o777).toString(8)).toBe("600");

    const copy = new Database(target, { readonly: true });
    expect(copy.prepare("SELECT count(*) AS n FROM leads").get()).toEqual({ n: 500 });
    expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
    copy.close();

    await expect(backupSqlite(source, target)).rejects.toThrow(UsageError);
    await expect(backupSqlite(path.join(dir, "none.db"), path.join(dir, "b2.db"))).rejects.toThrow(
      /no SQLite store/,
    );
  });
});

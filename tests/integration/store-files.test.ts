/** The SQLite store's files hold names, emails, phones and consent IPs: only the server's user may read them. */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { openLeadStore } from "@/lib/leads/store/open-store";

const mode = (file: string) => statSync(file).mode & 0o777;

describe("SQLite store files", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "leads-modes-"));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  async function useStore(file: string): Promise<void> {
    const store = await openLeadStore({ kind: "sqlite", path: file });
    await store.migrate();
    await store.countByStatus();
    await store.close();
  }

  it("creates the folder 0700 and the database, WAL and shared-memory files 0600", async () => {
    const file = path.join(root, "data", "leads.db");
    const previous = process.umask(0o022);
    try {
      const store = await openLeadStore({ kind: "sqlite", path: file });
      await store.migrate();
      await store.countByStatus();
      expect(mode(path.dirname(file))).toBe(0o700);
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(mode(name), name).toBe(0o600);
      await store.close();
    } finally {
      process.umask(previous);
    }
  });

  it("makes existing world-readable files private, and leaves the modes of a folder it did not create alone", async () => {
    const folder = path.join(root, "data");
    const file = path.join(folder, "leads.db");
    mkdirSync(folder, { mode: 0o755 });
    chmodSync(folder, 0o755);
    await useStore(file);
    // As an older version left them: readable by every local user.
    for (const name of [file, `${file}-wal`, `${file}-shm`]) {
      writeFileSync(name, "", { flag: "a" });
      chmodSync(name, 0o644);
    }
    const store = await openLeadStore({ kind: "sqlite", path: file });
    await store.countByStatus();
    // An operator's folder (a bind mount, a shared parent) is theirs: chmod there fails (EPERM) or surprises.
    expect(mode(folder)).toBe(0o755);
    for (const name of [file, `${file}-wal`, `${file}-shm`]) expect(mode(name), name).toBe(0o600);
    await store.close();
  });
});

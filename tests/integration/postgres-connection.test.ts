/** The PostgreSQL store when the database misbehaves: a dropped idle connection, a server that never answers. */
import { createServer, type Server, type Socket } from "node:net";

import pg from "pg";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";

import type { LeadStore } from "@/lib/leads/store/lead-store";
import { openLeadStore } from "@/lib/leads/store/open-store";

import { captureLeadLogs, openStore, postgresBackend } from "../support/lead-harness";
import { startPostgres } from "../support/postgres";

const postgres = await startPostgres();
if ("skipped" in postgres) console.warn(`PostgreSQL connection suite skipped: ${postgres.skipped}`);

afterAll(async () => {
  if (!("skipped" in postgres)) await postgres.stop();
});

let logs: ReturnType<typeof captureLeadLogs>;
beforeEach(() => {
  logs = captureLeadLogs();
});
afterEach(() => logs.restore());

describe.skipIf("skipped" in postgres)("a dropped idle connection", () => {
  let store: LeadStore;
  afterEach(async () => store.close());

  it("is logged and replaced; the process keeps running and the store keeps answering", async () => {
    if ("skipped" in postgres) return;
    const config = await postgresBackend(postgres.url).fresh();
    store = await openStore(config);
    await store.listLeads(); // leaves a connection idle in the pool

    // What a database restart does to every open connection.
    const admin = new pg.Client({ connectionString: config.kind === "postgres" ? config.url : "" });
    await admin.connect();
    const { rowCount } = await admin.query(
      "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()",
    );
    await admin.end();
    expect(rowCount).toBeGreaterThan(0);

    await expect.poll(() => logs.lines.map((line) => line.event)).toContain("lead.store_connection_error");
    expect(await store.listLeads()).toEqual([]);
  });
});

describe("a database server that never answers", () => {
  let silent: Server;
  const sockets = new Set<Socket>();
  let store: LeadStore;

  beforeEach(async () => {
    // Accepts the TCP connection and then says nothing, like a host whose packets are dropped mid-way.
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  });
  afterEach(async () => {
    await store.close().catch(() => undefined);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it("fails the call after the connect timeout instead of waiting for the OS", async () => {
    const address = silent.address();
    const port = typeof address === "object" && address ? address.port : 0;
    store = await openLeadStore({ kind: "postgres", url: `postgres://leads@127.0.0.1:${port}/leads` });
    // Without a connect timeout this never settles and the test runs into vitest's 30 s limit.
    await expect(store.listLeads()).rejects.toThrow(/timeout/i);
  });
});

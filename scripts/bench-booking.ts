// npm run bench:booking [-- --n 50]; with DATABASE_URL set it writes there too: use a scratch database.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

import { loadEnvConfig } from "@next/env";

import { confirmBooking } from "@/lib/booking/confirm";
import { availability, type BookingDeps } from "@/lib/booking/service";
import { setLeadLogSink } from "@/lib/leads/log";
import { createRateLimiter } from "@/lib/leads/rate-limit";
import { FORM_META } from "@/lib/leads/shared/form-meta";
import type { LeadStore } from "@/lib/leads/store/lead-store";
import { openLeadStore, type LeadStoreConfig } from "@/lib/leads/store/open-store";

import { runMain } from "./support/run-main";

const BENCH_DOMAIN = "bench-booking.invalid";
const nIndex = process.argv.indexOf("--n");
const n = nIndex === -1 ? 50 : Number(process.argv[nIndex + 1]);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function deps(
  store: LeadStore,
): BookingDeps & { rateLimiter: ReturnType<typeof createRateLimiter>; minFillMs: number } {
  return {
    store,
    settings: { timeZone: "America/Chicago", minNoticeHours: 12, closedDates: [] },
    secret: "bench-secret-".padEnd(40, "x"),
    siteUrl: "http://localhost:3000",
    clock: Date.now,
    newId: randomUUID,
    busy: async () => [],
    scheduleDelivery: () => {},
    rateLimiter: createRateLimiter({ perMinute: 1_000_000_000, perDay: 1_000_000_000 }),
    minFillMs: 0,
  };
}

function formValues(i: number, start: number): Record<string, string> {
  return {
    firstName: `Bench${i}`,
    lastName: "Visitor",
    email: `visitor${i}.${randomUUID().slice(0, 8)}@${BENCH_DOMAIN}`,
    phone: "5125550100",
    scheduledDate: "2000-01-01",
    scheduledTime: "9:00 AM",
    timezone: "America/Chicago",
    appointmentDateTime: new Date(start).toISOString(),
    [FORM_META.submissionId]: randomUUID(),
    [FORM_META.js]: "1",
  };
}

async function round(label: string, store: LeadStore, starts: number[]) {
  const d = deps(store);
  const request = { ip: "127.0.0.1", userAgent: "bench" };
  const messages = { taken: "taken", unavailable: "unavailable" };
  const latencies: number[] = [];
  const outcomes = await Promise.all(
    starts.map(async (start, i) => {
      const began = performance.now();
      const outcome = await confirmBooking(formValues(i, start), request, d, messages);
      latencies.push(performance.now() - began);
      return outcome.kind;
    }),
  );
  latencies.sort((a, b) => a - b);
  const booked = outcomes.filter((kind) => kind === "booked").length;
  const taken = outcomes.filter((kind) => kind === "taken").length;
  console.log(
    `${label.padEnd(34)} ${String(starts.length).padStart(4)} confirmations  ${String(booked).padStart(4)} booked  ${String(taken).padStart(4)} taken  p50 ${percentile(latencies, 50).toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
}

async function bench(name: string, config: LeadStoreConfig): Promise<void> {
  const store = await openLeadStore(config);
  try {
    await store.migrate();
    const open = (await availability(deps(store))).filter((slot) => slot.available);
    if (open.length < 2) throw new Error("not enough open slots to bench");
    const [first, ...rest] = open;
    await round(
      `${name}: ${n} on one slot`,
      store,
      Array.from({ length: n }, () => first!.start),
    );
    const distinct = rest.slice(0, n).map((slot) => slot.start);
    await round(`${name}: ${distinct.length} on distinct slots`, store, distinct);
  } finally {
    await store.close();
  }
}

async function cleanUpPostgres(url: string): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const pattern = `%@${BENCH_DOMAIN}`;
    await client.query("delete from mail_jobs where recipients like $1", [pattern]);
    await client.query("delete from bookings where email like $1", [pattern]);
    await client.query(`delete from leads where payload::json->>'email' like $1`, [pattern]);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  loadEnvConfig(process.cwd(), false, { info: () => undefined, error: console.error });
  setLeadLogSink(() => {}); // one log line per confirmation would dominate the timing
  console.log(`Booking bench: ${n} concurrent confirmations per round (${os.cpus().length} CPUs)`);
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-booking-"));
  try {
    await bench("SQLite", { kind: "sqlite", path: path.join(dir, "leads.db") });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.DATABASE_URL;
  if (url) {
    try {
      await bench("PostgreSQL", { kind: "postgres", url, maxConnections: 10 });
    } finally {
      await cleanUpPostgres(url);
    }
  } else console.log("PostgreSQL: skipped (set DATABASE_URL to a scratch database to include it)");
}

runMain(main);

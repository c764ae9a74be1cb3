import { formatTable } from "../lib/table";

export function iso(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? "-" : new Date(ms).toISOString();
}

/** Columns holding an instant in epoch milliseconds, in stored rows (snake_case) and records (camelCase). */
const TIME_KEY = /(?:At|_at|Until|_until|^slot_start|^slot_end)$/;

export function withIsoTimes<T extends object>(record: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).map(([key, value]) => [
      key,
      TIME_KEY.test(key) && typeof value === "number" ? new Date(value).toISOString() : value,
    ]),
  );
}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

export function table(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  empty: string,
): string {
  const printed = formatTable(headers, rows);
  return rows.length === 0 ? `${printed}\n${empty}` : printed;
}

/** How the ops commands print: ISO 8601 times, aligned tables, JSON with readable times. */
import { formatTable } from "../lib/table";

/** An instant as ISO 8601 (UTC), "-" when there is none. */
export function iso(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? "-" : new Date(ms).toISOString();
}

/** Columns holding an instant in epoch milliseconds, in stored rows (snake_case) and records (camelCase). */
const TIME_KEY = /(?:At|_at|Until|_until|^slot_start|^slot_end)$/;

/** A copy with every time column (epoch milliseconds) written as ISO 8601, for JSON an operator reads. */
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

/** An aligned table, or `empty` under the header when there are no rows. */
export function table(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  empty: string,
): string {
  const printed = formatTable(headers, rows);
  return rows.length === 0 ? `${printed}\n${empty}` : printed;
}

import { setLeadLogSink } from "@/lib/leads/log";

export interface CommandIo {
  out: (line: string) => void;
  err: (line: string) => void;
  clock: () => number;
}

export const consoleIo: CommandIo = { out: console.log, err: console.error, clock: Date.now };

export type LeadsSubcommand<Store> = (store: Store) => Promise<number>;

export function iso(ms: number | null): string {
  return ms === null ? "-" : new Date(ms).toISOString();
}

/** "45s", "12m", "3h 05m", "2d 4h". */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  if (ms < 60_000) return `${Math.round(ms / 1000)}s`;
  if (minutes < 60) return `${minutes}m`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ${String(minutes % 60).padStart(2, "0")}m`;
  return `${Math.floor(hours / 24)}d ${hours % 24}h`;
}

export { formatMoney } from "@/lib/leads/stages";

export async function logsOnStderr<T>(io: CommandIo, task: () => Promise<T>): Promise<T> {
  setLeadLogSink((line) => io.err(JSON.stringify(line)));
  try {
    return await task();
  } finally {
    setLeadLogSink(undefined);
  }
}

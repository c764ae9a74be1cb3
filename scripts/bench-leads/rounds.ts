import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";

const CONCURRENCY = 50;
const ROUND_MS = 10_000;

export interface RoundResult {
  label: string;
  accepted: number;
  errors: number;
  perSecond: number;
  p50: number;
  p99: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function submitOnce(baseUrl: string, n: number): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      form: "quickContact",
      fields: {
        name: `Bench Visitor${n}`,
        email: `bench+${n}@example.com`,
        message: "How soon can you start?",
        submissionId: randomUUID(),
        pagePath: "/contact",
      },
    }),
  });
  const body = (await response.json()) as { success?: boolean };
  return response.status === 200 && body.success === true;
}

export async function round(
  label: string,
  baseUrl: string,
  counter: { n: number },
  durationMs = ROUND_MS,
): Promise<RoundResult> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const ok = await submitOnce(baseUrl, (counter.n += 1)).catch(() => false);
      if (ok) latencies.push(performance.now() - t0);
      else errors += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label,
    accepted: latencies.length,
    errors,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

export function describeRound(result: RoundResult): string {
  return `${result.label}: ${result.perSecond.toFixed(0)}/s, p50 ${ms(result.p50)}, p99 ${ms(result.p99)}`;
}

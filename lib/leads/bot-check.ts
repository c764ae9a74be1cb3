import "server-only";

export type BotVerdict = { bot: false } | { bot: true; reason: "honeypot" | "too-fast" };

const EPOCH_MS_PATTERN = /^\d{10,16}$/;

export function parseStartedAt(value: string | undefined): number | undefined {
  const trimmed = value?.trim();
  if (!trimmed || !EPOCH_MS_PATTERN.test(trimmed)) return undefined;
  return Number(trimmed);
}

export function detectBot(input: {
  honeypot: string | undefined;
  startedAt: string | undefined;
  submittedAt?: string | undefined;
  now: number;
  minFillMs: number;
}): BotVerdict {
  if (input.honeypot !== undefined && input.honeypot.trim() !== "") return { bot: true, reason: "honeypot" };
  const startedAt = parseStartedAt(input.startedAt);
  if (startedAt === undefined) return { bot: false };
  const elapsed = (parseStartedAt(input.submittedAt) ?? input.now) - startedAt;
  // A negative time means the clocks disagree: we cannot judge, so the visitor is trusted.
  if (elapsed < 0) return { bot: false };
  return elapsed < input.minFillMs ? { bot: true, reason: "too-fast" } : { bot: false };
}

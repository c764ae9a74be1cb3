export function formatWhen(ms: number | null, timeZone: string): string {
  if (ms === null) return "—";
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(ms);
}

export function personName(payload: { firstName?: string; lastName?: string }): string {
  return [payload.firstName, payload.lastName].filter(Boolean).join(" ") || "(no name)";
}

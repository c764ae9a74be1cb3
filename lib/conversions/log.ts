// Log lines carry ids, platforms and the platforms' messages, never a person's data.
export type ConversionLogEvent =
  | "conversion.sent"
  | "conversion.retry_scheduled"
  | "conversion.failed"
  | "conversion.rejected"
  | "conversion.expired"
  | "conversion.lease_lost"
  | "conversion.loop_started"
  | "conversion.loop_error"
  | "conversion.enqueue_failed"
  | "conversion.platform_failing";

const LEVELS: Partial<Record<ConversionLogEvent, "warn" | "error">> = {
  "conversion.retry_scheduled": "warn",
  "conversion.lease_lost": "warn",
  "conversion.failed": "error",
  "conversion.rejected": "error",
  "conversion.expired": "warn",
  "conversion.loop_error": "error",
  "conversion.enqueue_failed": "error",
  "conversion.platform_failing": "error",
};

export interface ConversionLogFields {
  conversionId?: string;
  leadId?: string;
  destination?: string;
  event?: string;
  attempts?: number;
  nextAttemptAt?: string;
  error?: string;
}

export function logConversionEvent(event: ConversionLogEvent, fields: ConversionLogFields = {}): void {
  const level = LEVELS[event] ?? "info";
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

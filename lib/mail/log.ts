// Never log an address, a name or a message body: only job ids, kinds and error texts.

export type MailEvent =
  | "mail.sent"
  | "mail.retry_scheduled"
  | "mail.failed"
  | "mail.expired"
  | "mail.skipped"
  | "mail.lease_lost"
  | "mail.not_configured"
  | "mail.loop_started"
  | "mail.loop_error"
  | "mail.send_error"
  | "mail.alert_queued";

export interface MailLogLine {
  time: string;
  level: "info" | "warn" | "error";
  event: MailEvent;
  jobId?: string;
  kind?: string;
  attempts?: number;
  nextAttemptAt?: string;
  reason?: string;
  error?: string;
  count?: number;
}

export type MailLogFields = Omit<MailLogLine, "time" | "level" | "event">;
export type MailLogSink = (line: MailLogLine) => void;

const LEVELS: Partial<Record<MailEvent, MailLogLine["level"]>> = {
  "mail.retry_scheduled": "warn",
  "mail.failed": "error",
  "mail.expired": "error",
  "mail.skipped": "warn",
  "mail.lease_lost": "warn",
  "mail.not_configured": "warn",
  "mail.loop_error": "error",
  "mail.send_error": "error",
};

const ERROR_MAX_LENGTH = 300;
const writeLine: MailLogSink = (line) => console.log(JSON.stringify(line));
let sink: MailLogSink = writeLine;

export function setMailLogSink(next: MailLogSink | undefined): void {
  sink = next ?? writeLine;
}

export function logMailEvent(event: MailEvent, fields: MailLogFields = {}): void {
  sink({
    time: new Date().toISOString(),
    level: LEVELS[event] ?? "info",
    event,
    ...fields,
    ...(fields.error ? { error: fields.error.slice(0, ERROR_MAX_LENGTH) } : {}),
  });
}

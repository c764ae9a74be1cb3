import { createHash } from "node:crypto";

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}

const GMAIL_DOMAINS: ReadonlySet<string> = new Set(["gmail.com", "googlemail.com"]);

// Google's rule: on gmail.com and googlemail.com, no dots and no "+tag" before the "@".
export function googleEmail(input: string): string | undefined {
  const email = input.replace(/\s+/g, "").toLowerCase();
  const at = email.lastIndexOf("@");
  if (at <= 0 || at === email.length - 1) return undefined;
  const domain = email.slice(at + 1);
  if (!GMAIL_DOMAINS.has(domain)) return email;
  const local = email.slice(0, at).split("+")[0]!.replace(/\./g, "");
  return local ? `${local}@${domain}` : undefined;
}

export function metaEmail(input: string): string | undefined {
  const email = input.trim().toLowerCase();
  return email.includes("@") ? email : undefined;
}

// Without a "+", only North American numbers can be told apart; anything else is not sent.
export function e164Phone(input: string): string | undefined {
  const typed = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, "");
  if (typed.startsWith("+")) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : undefined;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith("1")) return `+${digits}`;
  return undefined;
}

// Meta wants digits only, country code first, no "+".
export function metaPhone(input: string): string | undefined {
  return e164Phone(input)?.slice(1);
}

function hashed(value: string | undefined): string | undefined {
  return value === undefined ? undefined : sha256Hex(value);
}

export function hashedUserData(email: string | undefined, phone: string | undefined) {
  return {
    google: { email: hashed(email && googleEmail(email)), phone: hashed(phone && e164Phone(phone)) },
    meta: { em: hashed(email && metaEmail(email)), ph: hashed(phone && metaPhone(phone)) },
  };
}

/** The field types the environment schema (lib/env.ts) is built from; blank values count as unset. */
import { z } from "zod";

import { EMAIL_PATTERN } from "./leads/shared/email-rule";

export function blankToUndefined(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? undefined : value;
}

export function optionalUrl(protocol: RegExp, message: string) {
  return z.preprocess(blankToUndefined, z.optional(z.url({ protocol, error: message })));
}

// zod 4 runs refinements after a failed format check too: a value that is not a URL is left to that check.
const hasNoCredentials = (value: string) => {
  try {
    const url = new URL(value);
    return !url.username && !url.password;
  } catch {
    return true;
  }
};

/** An http(s) URL without `user:password@`: fetch refuses such URLs (every call would fail) and logs would carry it. */
export function optionalUrlWithoutCredentials(protocol: RegExp, message: string, credentialsMessage: string) {
  return z.preprocess(
    blankToUndefined,
    z.optional(z.url({ protocol, error: message }).refine(hasNoCredentials, credentialsMessage)),
  );
}

export const NO_CREDENTIALS = "must not contain a user name or password";

export function wholeNumber(min: number, max: number, fallback: number) {
  return z.preprocess(
    blankToUndefined,
    z._default(
      z.coerce
        .number({ error: "must be a whole number" })
        .int("must be a whole number")
        .min(min, `must be at least ${min}`)
        .max(max, `must be at most ${max}`),
      fallback,
    ),
  );
}

export const UNLIMITED = 1_000_000_000;

/** A comma-separated list's non-empty entries, trimmed. */
export function commaList(value: string): string[] {
  return value.split(",").flatMap((entry) => (entry.trim() ? [entry.trim()] : []));
}

// The forms' own email rule: an agency inbox passes the check a visitor's address does.
export const emailList = z.preprocess(
  blankToUndefined,
  z._default(
    z
      .string()
      .transform(commaList)
      .refine(
        (list) => list.every((address) => EMAIL_PATTERN.test(address)),
        "must be email addresses separated by commas",
      ),
    [],
  ),
);

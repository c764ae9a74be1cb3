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

// fetch refuses URLs with `user:password@` (every call would fail), and logs would carry the password.
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

export function commaList(value: string): string[] {
  return value.split(",").flatMap((entry) => (entry.trim() ? [entry.trim()] : []));
}

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

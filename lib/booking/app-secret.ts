import "server-only";

import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export const APP_SECRET_FILE = "app-secret";

export class MissingAppSecretError extends Error {}

export function resolveAppSecret(env: {
  APP_SECRET?: string;
  DATABASE_URL?: string;
  LEADS_SQLITE_PATH: string;
}): string {
  if (env.APP_SECRET) return env.APP_SECRET;
  if (env.DATABASE_URL) {
    // Several instances share PostgreSQL: a secret made by one would not verify links made by another.
    throw new MissingAppSecretError(
      "APP_SECRET is required when DATABASE_URL is set (it signs the reschedule and cancel links): set it to 32+ random characters, e.g. `openssl rand -hex 32`.",
    );
  }
  const file = path.join(path.dirname(path.resolve(env.LEADS_SQLITE_PATH)), APP_SECRET_FILE);
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return readFileSync(file, "utf8").trim();
}

import { UsageError } from "./command";

export type OptionSpec = Record<string, "value" | "flag">;

export interface ParsedArgs {
  values: Record<string, string | undefined>;
  flags: Set<string>;
  positionals: string[];
}

/** Unknown options, missing values and repeats are refused. */
export function parseArgs(args: readonly string[], spec: OptionSpec, maxPositionals = 0): ParsedArgs {
  const parsed: ParsedArgs = { values: {}, flags: new Set(), positionals: [] };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (!arg.startsWith("-") || arg === "-") {
      if (parsed.positionals.length >= maxPositionals) throw new UsageError(`unexpected argument "${arg}"`);
      parsed.positionals.push(arg);
      continue;
    }
    const [name = "", inline] = arg.split(/=(.*)/s, 2);
    const kind = spec[name];
    if (!kind) throw new UsageError(`unknown option "${name}"`);
    if (name in parsed.values || parsed.flags.has(name)) throw new UsageError(`${name} is given twice`);
    if (kind === "flag") {
      if (inline !== undefined) throw new UsageError(`${name} takes no value`);
      parsed.flags.add(name);
      continue;
    }
    const value = inline ?? args[index + 1];
    if (value === undefined || value === "" || (inline === undefined && value.startsWith("--")))
      throw new UsageError(`${name} needs a value`);
    if (inline === undefined) index += 1;
    parsed.values[name] = value;
  }
  return parsed;
}

export function isHelp(arg: string | undefined): boolean {
  return arg === "--help" || arg === "-h" || arg === "help";
}

export function positiveInt(text: string, name: string, max = 100_000): number {
  const value = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
  if (!(value >= 1 && value <= max)) throw new UsageError(`${name} must be a whole number from 1 to ${max}`);
  return value;
}

/** Midnight UTC of a real calendar day written YYYY-MM-DD (2025-02-30 is refused). */
export function isoDay(text: string, name: string): number {
  const ms = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : Number.NaN;
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== text)
    throw new UsageError(`${name} must be a real date written YYYY-MM-DD, not "${text}"`);
  return ms;
}

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,199}$/;

/** An id as the store writes them (UUIDs, or a lead id with a suffix for emails). */
export function recordId(text: string | undefined, what: string): string {
  if (text === undefined) throw new UsageError(`needs ${what} id`);
  if (!ID_PATTERN.test(text)) throw new UsageError(`"${text}" is not ${what} id`);
  return text;
}

export function emailAddress(text: string | undefined, name: string): string {
  if (text === undefined) throw new UsageError(`needs ${name} ADDRESS`);
  if (!/^[^\s@]+@[^\s@]+$/.test(text) || text.length > 254)
    throw new UsageError(`${name} must be an email address, not "${text}"`);
  return text;
}

export function oneOf<T extends string>(
  text: string | undefined,
  allowed: readonly T[],
  name: string,
): T | undefined {
  if (text === undefined) return undefined;
  if (!allowed.includes(text as T)) throw new UsageError(`${name} must be one of ${allowed.join(", ")}`);
  return text as T;
}

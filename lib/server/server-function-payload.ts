// React's reply decoder trusts its input (a cycle hangs, an odd tag is a 500): allow only what forms send.
export type PayloadFields = readonly (readonly [name: string, value: string | undefined])[];

const MAX_DEPTH = 32;
const MAX_REFERENCE_CHAIN = 8;
const MAX_PARTS = 64;
const MAX_BIGINT_DIGITS = 32;

const PLAIN_VALUES = new Set(["$undefined", "$NaN", "$Infinity", "$-Infinity", "$-0"]);

class Refused extends Error {}

type Reference = { id: number; promise: boolean };

function referenceOf(value: string): Reference | undefined {
  if (!value.startsWith("$") || value.startsWith("$$") || PLAIN_VALUES.has(value)) return undefined;
  if (/^\$K[0-9a-f]{1,8}$/.test(value)) return undefined;
  if (/^\$D.{0,40}$/.test(value)) return undefined;
  if (new RegExp(`^\\$n-?\\d{1,${MAX_BIGINT_DIGITS}}$`).test(value)) return undefined;
  const outlined = /^\$(@?)([0-9a-f]{1,8})$/.exec(value);
  if (outlined) return { id: parseInt(outlined[2]!, 16), promise: outlined[1] === "@" };
  throw new Refused(`unsupported reference ${value.slice(0, 12)}`);
}

function references(model: unknown, depth: number, found: Reference[]): Reference[] {
  if (depth > MAX_DEPTH) throw new Refused("nested too deeply");
  if (typeof model === "string") {
    const reference = referenceOf(model);
    if (reference) found.push(reference);
  } else if (Array.isArray(model)) {
    for (const item of model) references(item, depth + 1, found);
  } else if (typeof model === "object" && model !== null) {
    // React reads keys as plain property names; a `$` key is not a tag.
    for (const item of Object.values(model)) references(item, depth + 1, found);
  }
  return found;
}

function checkGroup(parts: ReadonlyMap<string, string | undefined>, prefix: string): unknown {
  const parsed = new Map<number, unknown>();
  const parse = (id: number): unknown => {
    if (parsed.has(id)) return parsed.get(id);
    const text = parts.get(`${prefix}${id}`);
    if (text === undefined) throw new Refused(`missing part ${id}`);
    let model: unknown;
    try {
      model = JSON.parse(text);
    } catch {
      throw new Refused(`part ${id} is not JSON`);
    }
    parsed.set(id, model);
    if (parsed.size > MAX_PARTS) throw new Refused("too many parts");
    return model;
  };
  const visit = (id: number, path: readonly number[]): void => {
    if (path.includes(id)) throw new Refused("reference cycle");
    if (path.length >= MAX_REFERENCE_CHAIN) throw new Refused("reference chain too long");
    for (const reference of references(parse(id), 0, [])) visit(reference.id, [...path, id]);
  };
  visit(0, []);
  return parsed.get(0);
}

export function serverFunctionPayloadProblem(
  fields: PayloadFields,
  calledByHeader: boolean,
): string | undefined {
  const parts = new Map(fields);
  try {
    // A call from JavaScript (Next-Action header): the arguments are the array at part "0".
    if (calledByHeader && !Array.isArray(checkGroup(parts, "")))
      throw new Refused("arguments are not a list");
    // A form posted without JavaScript: `$ACTION_REF_n` names the group `$ACTION_n:` holding { id, bound }.
    for (const [name] of fields) {
      const ref = /^\$ACTION_REF_(.*)$/.exec(name);
      if (!ref) continue;
      const prefix = `$ACTION_${ref[1]}:`;
      const root = checkGroup(parts, prefix) as { id?: unknown; bound?: unknown } | null;
      if (typeof root !== "object" || root === null || Array.isArray(root) || typeof root.id !== "string")
        throw new Refused("bound action without an id");
      if (root.bound === null || root.bound === undefined) continue;
      const bound = typeof root.bound === "string" ? /^\$@([0-9a-f]{1,8})$/.exec(root.bound) : null;
      if (!bound || !Array.isArray(JSON.parse(parts.get(`${prefix}${parseInt(bound[1]!, 16)}`)!)))
        throw new Refused("bound arguments are not a list");
    }
  } catch (error) {
    if (error instanceof Refused) return error.message;
    throw error;
  }
  return undefined;
}

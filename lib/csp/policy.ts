// next.config.ts and server.ts load this outside Next: relative imports, no server-only.
import { thirdPartySources, type Directive } from "./sources";

export interface PolicyOptions {
  hashes?: readonly string[];
  nonce?: string;
  strict?: boolean;
}

export function buildContentSecurityPolicy(
  env: NodeJS.ProcessEnv = process.env,
  { hashes = [], nonce, strict = false }: PolicyOptions = {},
): string {
  const extra = strict ? {} : thirdPartySources(env);
  const plus = (name: Directive, own: string[]) => [
    ...own,
    ...(extra[name] ?? []).filter((origin): origin is string => Boolean(origin)),
  ];
  const frames = plus("frame-src", []);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": plus("script-src", [
      "'self'",
      ...hashes.map((hash) => `'${hash}'`),
      ...(nonce ? [`'nonce-${nonce}'`] : []),
    ]),
    // 'unsafe-inline' for styles only: React and next/font emit inline style attributes and <style> tags.
    "style-src": plus("style-src", ["'self'", "'unsafe-inline'"]),
    "img-src": plus("img-src", ["'self'", "data:", "blob:"]),
    "font-src": plus("font-src", ["'self'"]),
    "connect-src": plus("connect-src", ["'self'"]),
    "frame-src": frames.length > 0 ? frames : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

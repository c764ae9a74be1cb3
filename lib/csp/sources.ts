import { tagCspSources } from "../conversions/tag-sources";

export type Directive = "script-src" | "style-src" | "img-src" | "font-src" | "connect-src" | "frame-src";

export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

export function thirdPartySources(
  env: NodeJS.ProcessEnv,
): Partial<Record<Directive, (string | undefined)[]>> {
  const formEmbed = originOf(env.NEXT_PUBLIC_FORM_EMBED_SCRIPT_URL);
  const tags = tagCspSources(env);
  return {
    "script-src": [formEmbed, ...tags["script-src"]],
    "connect-src": [formEmbed, ...tags["connect-src"]],
    "img-src": tags["img-src"],
    "frame-src": [originOf(env.NEXT_PUBLIC_BOOKING_WIDGET_URL), ...tags["frame-src"]],
  };
}

export const STRICT_PATH_PREFIXES: readonly string[] = ["/admin"];

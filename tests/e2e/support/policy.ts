/** The script sources a page may have: itself and its own inline scripts by hash or nonce, never 'unsafe-inline'. */
export const STRICT_SCRIPT_SOURCES = /^'self'( '(sha256-[A-Za-z0-9+/]+=*|nonce-[A-Za-z0-9+/]+=*)')+$/;

export function scriptSources(policy: string | undefined): string {
  return /(?:^|;\s*)script-src ([^;]*)/.exec(policy ?? "")?.[1] ?? "";
}

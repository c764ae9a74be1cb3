/**
 * Security headers. The Content-Security-Policy allows no inline script but those it names: a prerendered page
 * carries the hashes of its own inline scripts (scripts/csp-hashes.ts writes them beside the page after the
 * build), a page rendered per request (/blog) a nonce (proxy.ts), and every other response the site-wide policy
 * (server.ts). next.config.ts sends the other headers on every response.
 */
// next.config.ts and server.ts load this outside Next (no react-server condition), so it cannot import server-only.

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** The inline scripts a page may run: its scripts' hashes ("sha256-<base64>") or the request's nonce. */
export interface InlineScripts {
  hashes?: readonly string[];
  nonce?: string;
}

export function buildContentSecurityPolicy(
  env: NodeJS.ProcessEnv = process.env,
  inline: InlineScripts = {},
): string {
  const bookingOrigin = originOf(env.NEXT_PUBLIC_BOOKING_WIDGET_URL);
  const formEmbedOrigin = originOf(env.NEXT_PUBLIC_FORM_EMBED_SCRIPT_URL);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [
      "'self'",
      ...(inline.hashes ?? []).map((hash) => `'${hash}'`),
      ...(inline.nonce ? [`'nonce-${inline.nonce}'`] : []),
      ...(formEmbedOrigin ? [formEmbedOrigin] : []),
    ],
    // 'unsafe-inline': React and next/font emit inline style attributes and <style> tags.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(formEmbedOrigin ? [formEmbedOrigin] : [])],
    "frame-src": bookingOrigin ? [bookingOrigin] : ["'none'"],
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

// Deny by default: every permission-gated feature Chromium knows (156 here) that a marketing page never uses (a
// name it does not know is reported as a console warning), and fullscreen for the site's own pages only. Left as the
// browser sets them: client hints (ch-*), aria-notify (screen-reader announcements) and cross-origin-isolated.
const permissionsPolicy = [
  "accelerometer=()",
  "autoplay=()",
  "browsing-topics=()",
  "camera=()",
  "captured-surface-control=()",
  "clipboard-read=()",
  "clipboard-write=()",
  "compute-pressure=()",
  "deferred-fetch=()",
  "deferred-fetch-minimal=()",
  "digital-credentials-create=()",
  "digital-credentials-get=()",
  "display-capture=()",
  "encrypted-media=()",
  "fullscreen=(self)",
  "gamepad=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "identity-credentials-get=()",
  "idle-detection=()",
  "interest-cohort=()",
  "keyboard-map=()",
  "language-detector=()",
  "language-model=()",
  "local-fonts=()",
  "local-network=()",
  "local-network-access=()",
  "loopback-network=()",
  "magnetometer=()",
  "media-playback-while-not-visible=()",
  "microphone=()",
  "midi=()",
  "on-device-speech-recognition=()",
  "otp-credentials=()",
  "payment=()",
  "picture-in-picture=()",
  "private-state-token-issuance=()",
  "private-state-token-redemption=()",
  "publickey-credentials-create=()",
  "publickey-credentials-get=()",
  "screen-wake-lock=()",
  "serial=()",
  "speaker-selection=()",
  "storage-access=()",
  "summarizer=()",
  "sync-xhr=()",
  "translator=()",
  "unload=()",
  "usb=()",
  "window-management=()",
  "xr-spatial-tracking=()",
].join(", ");

// --- agency console ---
/** The console's pages use passkeys (WebAuthn): the same policy with publickey-credentials allowed for the site. */
export const ADMIN_PERMISSIONS_POLICY = permissionsPolicy
  .replace("publickey-credentials-create=()", "publickey-credentials-create=(self)")
  .replace("publickey-credentials-get=()", "publickey-credentials-get=(self)");
// --- end agency console ---

/** Every security header but the Content-Security-Policy, which depends on the response (see above). */
export function buildSecurityHeaders() {
  return [
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: permissionsPolicy },
    { key: "X-Frame-Options", value: "DENY" },
    // No Cross-Origin-Opener-Policy: it would put each landing in a fresh renderer process (docs/security.md).
  ];
}

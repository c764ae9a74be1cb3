/**
 * Security headers: the Content-Security-Policy is built in lib/csp (per page by the proxy, the site-wide default by
 * server.ts); next.config.ts sends the other headers on every response.
 */
// next.config.ts and server.ts load this outside Next (no react-server condition), so it cannot import server-only.
export { buildContentSecurityPolicy } from "./csp/policy";

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

/** Pages whose address carries a booking's signed link: kept out of search results and never sent on as a Referer. */
export const signedLinkHeaders = [
  { key: "Referrer-Policy", value: "no-referrer" },
  { key: "X-Robots-Tag", value: "noindex, nofollow" },
];

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

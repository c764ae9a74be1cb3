// next.config.ts and server.ts load this outside Next, so it cannot import server-only.
export { buildContentSecurityPolicy } from "./csp/policy";

// Deny what a marketing page never uses; ch-*, aria-notify, cross-origin-isolated stay browser defaults.
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

export const signedLinkHeaders = [
  { key: "Referrer-Policy", value: "no-referrer" },
  { key: "X-Robots-Tag", value: "noindex, nofollow" },
];

// A page whose own plain form posts to the site: under no-referrer the browser would send that post `Origin: null`.
export const leadLinkHeaders = [
  { key: "Referrer-Policy", value: "same-origin" },
  { key: "X-Robots-Tag", value: "noindex, nofollow" },
];

// --- agency console ---
// The console's passkeys (WebAuthn) need publickey-credentials for the site itself.
export const ADMIN_PERMISSIONS_POLICY = permissionsPolicy
  .replace("publickey-credentials-create=()", "publickey-credentials-create=(self)")
  .replace("publickey-credentials-get=()", "publickey-credentials-get=(self)");
// --- end agency console ---

export function buildSecurityHeaders() {
  return [
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: permissionsPolicy },
    { key: "X-Frame-Options", value: "DENY" },
    // No Cross-Origin-Opener-Policy: it puts each landing in a fresh renderer process (docs/security.md).
  ];
}

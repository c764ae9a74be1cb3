/**
 * Runs once when a Next.js server process starts: validates the environment (a bad variable stops the server
 * with a message naming it), starts the lead pipeline's retry loop and stops it on SIGTERM. The Node-only modules are imported
 * dynamically so the edge runtime never loads them.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getServerEnv } = await import("./lib/env");
  getServerEnv();
  // `next build` also loads this file; leads are only delivered by a running server.
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { serverEntryWarning } = await import("./lib/server/start-warnings");
  const entryWarning = serverEntryWarning(process.env);
  if (entryWarning) console.error(entryWarning);
  const { agencyPhoneWarning } = await import("./lib/server/start-warnings");
  const { siteConfig } = await import("./content/site");
  const phoneWarning = agencyPhoneWarning(siteConfig.phone.tel, process.env.NODE_ENV);
  if (phoneWarning) console.warn(phoneWarning);
  // Booking links need their signing secret: a missing APP_SECRET with DATABASE_URL stops the server here.
  const { appSecret } = await import("./lib/booking/runtime");
  appSecret();
  const { startLeadPipeline, stopLeadPipeline } = await import("./lib/leads/runtime");
  const { exitOnSignals } = await import("./lib/leads/shutdown");
  exitOnSignals(stopLeadPipeline);
  await startLeadPipeline();
}

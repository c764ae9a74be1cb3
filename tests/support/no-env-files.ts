/**
 * Set for every process the test suite starts (vitest.config.ts, playwright.config.ts, so e2e-build.ts too):
 * Next's loader (next build, next start) takes the .env files as already loaded and applies none, and
 * lib/load-env-files.ts skips them, so a setting kept in the checkout's .env.local never reaches a test.
 */
export const NO_ENV_FILES = { __NEXT_PROCESSED_ENV: "true" } as const;

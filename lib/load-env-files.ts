/**
 * Loads the .env files of the directory the process starts in, with Next.js's own loader (@next/env) and its
 * rules: .env.production.local, .env.local, .env.production, then .env (.env.test* under tests), the first file
 * to set a variable winning and the real environment above them all. Imported first by the server entry and the
 * leads command, so that nothing reads or validates the environment before; Next.js then finds it loaded.
 */
import { loadEnvConfig } from "@next/env";

const { loadedEnvFiles } = loadEnvConfig(process.cwd(), false, {
  info: () => undefined,
  error: console.error,
});

/** The files loaded, as paths relative to the working directory. */
export const ENV_FILES_LOADED: readonly string[] = loadedEnvFiles.map((file) => file.path);

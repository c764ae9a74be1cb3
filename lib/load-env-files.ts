// Imported first by the server entry and the leads command, so nothing reads the environment before it loads.
import { loadEnvConfig } from "@next/env";

const { loadedEnvFiles } = loadEnvConfig(process.cwd(), false, {
  info: () => undefined,
  error: console.error,
});

export const ENV_FILES_LOADED: readonly string[] = loadedEnvFiles.map((file) => file.path);

// Imported first by the server entry and the leads command, so nothing reads the environment before it loads.
import path from "node:path";

import { loadEnvConfig } from "@next/env";

import { fileProblem } from "./server/file-problem";

const unreadable: string[] = [];
// Next's own mark that the files were applied; the test suite sets it so none is read (tests/support/no-env-files.ts).
const skip = process.env.__NEXT_PROCESSED_ENV === "true";
const { loadedEnvFiles } = skip
  ? { loadedEnvFiles: [] }
  : loadEnvConfig(process.cwd(), false, {
      info: () => undefined,
      // An env file that exists but cannot be read would leave the server on its defaults: a stop, not a warning.
      error: (_message: string, error: unknown) => {
        const file = (error as NodeJS.ErrnoException | undefined)?.path;
        unreadable.push(`Cannot read ${file ?? path.resolve("(an .env file)")}: ${fileProblem(error)}`);
      },
    });
if (unreadable.length) {
  console.error(unreadable[0]);
  process.exit(1);
}

export const ENV_FILES_LOADED: readonly string[] = loadedEnvFiles.map((file) => file.path);

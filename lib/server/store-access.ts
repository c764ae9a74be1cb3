// Checked at start-up: a store the server cannot write would otherwise fail every request after "Ready".
import { accessSync, constants, existsSync, mkdirSync } from "node:fs";
import path from "node:path";

import { fileProblem } from "./file-problem";

/** One line naming what the SQLite store at `configured` (as LEADS_SQLITE_PATH says it) cannot use, if anything. */
export function storeAccessProblem(configured: string): string | undefined {
  const file = path.resolve(configured);
  const folder = path.dirname(file);
  const setting = `(LEADS_SQLITE_PATH=${configured})`;
  try {
    // As the store creates it (lib/db/connection.ts): private, and an existing folder is left as it is.
    mkdirSync(folder, { recursive: true, mode: 0o700 });
  } catch (error) {
    return `Cannot create the lead store's folder ${folder} ${setting}: ${fileProblem(error)}`;
  }
  try {
    // SQLite creates its -wal and -shm files beside the database.
    accessSync(folder, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (error) {
    return `Cannot write the lead store's folder ${folder} ${setting}: ${fileProblem(error)}`;
  }
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    if (!existsSync(name)) continue;
    try {
      accessSync(name, constants.R_OK | constants.W_OK);
    } catch (error) {
      return `Cannot read and write the lead store ${name} ${setting}: ${fileProblem(error)}`;
    }
  }
  return undefined;
}

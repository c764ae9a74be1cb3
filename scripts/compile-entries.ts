// Our code bundled, packages left to node_modules, so a production install needs neither TypeScript nor tsx.
import path from "node:path";

import { build } from "esbuild";

const root = path.resolve(__dirname, "..");

export const ENTRIES = { server: "server.ts", leads: "scripts/leads.ts" } as const;

/** Compiles `entries` (by default every one) into `outdir` as `<name>.js`. */
export async function compileEntries(
  outdir: string,
  entries: Partial<Record<keyof typeof ENTRIES, string>> = ENTRIES,
): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: entries as Record<string, string>,
    outdir,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
}

async function main(): Promise<void> {
  await compileEntries("dist");
  console.log(
    `compile-entries: ${Object.keys(ENTRIES)
      .map((name) => `dist/${name}.js`)
      .join(", ")}`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

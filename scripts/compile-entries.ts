// Our code bundled, packages left to node_modules, so a production install needs neither TypeScript nor tsx.
import path from "node:path";

import { build } from "esbuild";

const root = path.resolve(__dirname, "..");

export const ENTRIES = { server: "server.ts", leads: "scripts/leads.ts" } as const;

async function main(): Promise<void> {
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, file])),
    outdir: "dist",
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
  });
  console.log(
    `compile-entries: ${Object.keys(ENTRIES)
      .map((name) => `dist/${name}.js`)
      .join(", ")}`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

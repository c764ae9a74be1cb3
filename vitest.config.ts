import path from "node:path";

import { defineConfig } from "vitest/config";

import { NO_ENV_FILES } from "./tests/support/no-env-files";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(__dirname),
      // `server-only` throws outside React Server Components; tests import server modules directly.
      "server-only": path.resolve(__dirname, "tests/support/empty-module.ts"),
    },
  },
  test: {
    include: ["tests/unit/**/*.test.ts", "tests/unit/**/*.test.tsx", "tests/integration/**/*.test.ts"],
    environment: "node",
    // Tests and the processes they start never read the checkout's .env files.
    env: NO_ENV_FILES,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two files at a time: each integration file starts its own PostgreSQL cluster on a free port, and much of the
    // suite waits on sockets and child processes rather than the CPU.
    fileParallelism: true,
    maxWorkers: 2,
  },
});

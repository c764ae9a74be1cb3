import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "next/link",
              message: "Use Link from @/components/ui/link: it does not prefetch on sight.",
            },
          ],
        },
      ],
    },
  },
  { files: ["components/ui/link.tsx"], rules: { "no-restricted-imports": "off" } },
  globalIgnores([
    ".next/**",
    ".next-*/**",
    ".e2e/**",
    "node_modules/**",
    "data/**",
    "public/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
    ".audit/**",
    "dist/**",
  ]),
]);

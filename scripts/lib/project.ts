import path from "node:path";

export const projectRoot = path.resolve(__dirname, "..", "..");

/** The build folder of the audit and the bench: never `.next`, which the test build and other engineers use. */
export const AUDIT_DIST_DIR = ".next-audit";

export const KEY_ROUTES = [
  "/",
  "/services/google-ads",
  "/blog/google-ads-roi-guide",
  "/roofing-google-ads",
  "/contact",
  "/free-website",
] as const;

export const PORT_RANGE = { from: 3200, to: 3299 } as const;

export const nextBin = path.join(projectRoot, "node_modules", "next", "dist", "bin", "next");

export function hasFlag(flag: string): boolean {
  return process.argv.slice(2).includes(flag);
}

export function intOption(option: string, fallback: number): number {
  const args = process.argv.slice(2);
  const at = args.indexOf(option);
  if (at === -1) return fallback;
  const value = Number(args[at + 1]);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`${option} needs a whole number of 1 or more (got ${args[at + 1] ?? "nothing"})`);
    process.exit(2);
  }
  return value;
}

/** Paths and constants shared by the audit and bench scripts. */
import path from "node:path";

/** The repository root (scripts/lib/ is two levels below it). */
export const projectRoot = path.resolve(__dirname, "..", "..");

/** The build folder of the audit and the bench: never `.next`, which the test build and other engineers use. */
export const AUDIT_DIST_DIR = ".next-audit";

/** Loopback ports these scripts may listen on. */
export const PORT_RANGE = { from: 3200, to: 3299 } as const;

/** The Next.js CLI of this project, run with the current Node binary. */
export const nextBin = path.join(projectRoot, "node_modules", "next", "dist", "bin", "next");

/** True when the flag (e.g. "--no-build") was passed on the command line. */
export function hasFlag(flag: string): boolean {
  return process.argv.slice(2).includes(flag);
}

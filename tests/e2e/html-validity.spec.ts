import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { distinctRoutes } from "./support/routes";
import { expect, test } from "./support/test";

/** The Nu Html Checker jar shipped by the vnu-jar package (run with the machine's Java, no download). */
const vnuJar = path.join(path.dirname(require.resolve("vnu-jar/package.json")), "build", "dist", "vnu.jar");
const NOT_FOUND_PATH = "/this-page-does-not-exist";

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

/** React's own error: a server-action form renders as action="" multipart POST; allowed only on such a form. */
const REACT_SERVER_ACTION_ERROR = "Bad value “” for attribute “action” on element “form”: Must be non-empty.";

/**
 * The checker's CSS grammar predates @property, @container and color-mix: its complaints about the inline
 * stylesheet (the build's own) are about CSS, not about the HTML.
 */
const CSS_CHECKER_PREFIX = "CSS: ";

function isAllowed(message: VnuMessage): boolean {
  if (message.type === "error" && message.message.startsWith(CSS_CHECKER_PREFIX)) return true;
  if (message.type !== "error" || message.message !== REACT_SERVER_ACTION_ERROR) return false;
  const start = message.hiliteStart ?? 0;
  const flagged = (message.extract ?? "").slice(start, start + (message.hiliteLength ?? 0));
  return (
    /^<form\b[^>]*>$/.test(flagged) &&
    flagged.includes(' action=""') &&
    flagged.includes(' encType="multipart/form-data"') &&
    flagged.includes(' method="POST"')
  );
}

function fileNameOf(route: string): string {
  return `${route === "/" ? "index" : route.slice(1).replaceAll("/", "__")}.html`;
}

test("every route's served HTML has no Nu Html Checker errors", async ({ request }) => {
  test.setTimeout(240_000);
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  try {
    // File name -> route (vnu reports each message with the file:/ URL of its document).
    const routeOfFile = new Map<string, string>();
    for (const [route, status] of [
      ...distinctRoutes.map((route) => [route, 200] as const),
      [NOT_FOUND_PATH, 404] as const,
    ]) {
      const response = await request.get(route);
      expect(response.status(), `${route} status`).toBe(status);
      const file = path.join(dir, fileNameOf(route));
      writeFileSync(file, await response.body());
      routeOfFile.set(path.basename(file), route === NOT_FOUND_PATH ? `${route} (404 page)` : route);
    }

    const files = [...routeOfFile.keys()].map((name) => path.join(dir, name));
    const run = spawnSync(
      "java",
      ["-jar", vnuJar, "--format", "json", "--exit-zero-always", "--stdout", ...files],
      {
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(run.error, "java could not be started (run npm run test:setup)").toBeUndefined();
    const report = JSON.parse(run.stdout) as { messages: VnuMessage[] };

    const errors = report.messages
      .filter((message) => message.type !== "info" && !isAllowed(message))
      .map((message) => {
        const route =
          (message.url && routeOfFile.get(message.url.split("/").pop() ?? "")) ?? message.url ?? "?";
        const where = message.lastLine ? `:${message.lastLine}:${message.lastColumn ?? 0}` : "";
        const extract = message.extract ? ` | ${message.extract.replace(/\s+/g, " ").trim()}` : "";
        return `${route}${where} ${message.type}: ${message.message}${extract}`;
      });
    expect(errors, "Nu Html Checker errors").toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

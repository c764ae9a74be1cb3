// npm run screenshots [-- --url BASE --routes /,/results --with-sample-media]: flags in docs/design.md.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import path from "node:path";

import { chromium, type Page } from "@playwright/test";

import { allRoutes } from "@/lib/seo/routes";

import { hasFlag, nextBin, projectRoot } from "./lib/project";
import { writeSampleMedia } from "./lib/sample-media";
import { freePort, startServerProcess, type RunningServer } from "./lib/server";

const WITH_SAMPLE_MEDIA = hasFlag("--with-sample-media");
const OUT_DIR = path.join(projectRoot, ".screenshots", ...(WITH_SAMPLE_MEDIA ? ["with-sample-media"] : []));
const DIST_DIR = WITH_SAMPLE_MEDIA ? ".next-sample" : ".next";
const WIDTHS = [
  { name: "390", width: 390, height: 844 },
  { name: "1440", width: 1440, height: 900 },
] as const;
const NOT_FOUND_ROUTE = "/this-page-does-not-exist";

function routesOption(): readonly string[] {
  const index = process.argv.indexOf("--routes");
  return index === -1 ? [...allRoutes, NOT_FOUND_ROUTE] : process.argv[index + 1]!.split(",");
}

function urlOption(): string | undefined {
  const index = process.argv.indexOf("--url");
  return index === -1 ? process.env.SCREENSHOTS_URL : process.argv[index + 1];
}

async function buildWithSampleMedia() {
  const written = await writeSampleMedia();
  console.log(`${written.length} sample images in public/media/sample/`);
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: projectRoot,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR, SAMPLE_MEDIA: "1" },
  });
  if (build.status !== 0) throw new Error(`next build with the sample media exited with ${build.status}`);
}

async function startServer(): Promise<RunningServer> {
  if (WITH_SAMPLE_MEDIA) await buildWithSampleMedia();
  if (!existsSync(path.join(projectRoot, DIST_DIR, "BUILD_ID"))) {
    throw new Error("No production build in .next: run `npm run build` first, or pass --url <base>.");
  }
  const port = await freePort();
  return startServerProcess({
    args: [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"],
    port,
    env: { NODE_ENV: "production", NEXT_DIST_DIR: DIST_DIR },
  });
}

const fileName = (route: string, width: string, suffix = "") =>
  path.join(
    OUT_DIR,
    `${route === "/" ? "home" : route.slice(1).replaceAll("/", "__")}@${width}${suffix}.png`,
  );

/** Waits for hydration (the deferred scripts start after the first paint) and for images and fonts to load. */
async function settle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page
    .waitForFunction(
      () => {
        const main = document.querySelector("main, body");
        return Boolean(main && Object.keys(main).some((key) => key.startsWith("__react")));
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
}

async function shootRoute(page: Page, route: string, width: string): Promise<string[]> {
  const shots: string[] = [];
  const save = async (suffix: string, fullPage = true) => {
    const file = fileName(route, width, suffix);
    await page.screenshot({ path: file, fullPage, animations: "disabled" });
    shots.push(path.relative(projectRoot, file));
  };
  await page.goto(route);
  await settle(page);
  await save("");

  const wizard = page.locator("[data-wizard]").first();
  if (await wizard.isVisible().catch(() => false)) {
    for (const step of [2, 3]) {
      const next = wizard.getByRole("button", { name: "Next", exact: true });
      if (!(await next.isVisible().catch(() => false))) break;
      await next.click();
      await wizard.locator(`[data-step="${step}"]`).waitFor({ state: "visible" });
      await wizard.scrollIntoViewIfNeeded();
      await wizard.screenshot({ path: fileName(route, width, `-form-step${step}`), animations: "disabled" });
      shots.push(path.relative(projectRoot, fileName(route, width, `-form-step${step}`)));
    }
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  const menu = page.getByRole("button", { name: "Open menu" });
  if (await menu.isVisible().catch(() => false)) {
    await menu.click();
    await page.getByRole("dialog").waitFor({ state: "visible" });
    await save("-menu", false);
    await page.keyboard.press("Escape");
  }

  const chat = page.locator("[data-chat-launcher]");
  if (await chat.isVisible().catch(() => false)) {
    await chat.click();
    await page.locator("#chatbot-panel").waitFor({ state: "visible" });
    await page.waitForTimeout(300); // the panel's opening transition
    await save("-chat", false);
  }
  return shots;
}

async function main() {
  const base = urlOption();
  const server = base ? undefined : await startServer();
  const baseURL = base ?? server!.url;
  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  let count = 0;
  try {
    for (const viewport of WIDTHS) {
      const context = await browser.newContext({
        baseURL,
        viewport: { width: viewport.width, height: viewport.height },
        deviceScaleFactor: 1,
        hasTouch: viewport.width < 768,
      });
      for (const route of routesOption()) {
        const page = await context.newPage();
        try {
          const shots = await shootRoute(page, route, viewport.name);
          count += shots.length;
          console.log(`${route} @${viewport.name}: ${shots.length} image(s)`);
        } catch (error) {
          console.error(
            `${route} @${viewport.name}: ${error instanceof Error ? error.message : String(error)}`,
          );
        } finally {
          await page.close();
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server?.stop();
  }
  console.log(`\n${count} screenshots in ${path.relative(projectRoot, OUT_DIR)}/`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

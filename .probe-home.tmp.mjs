import { chromium } from "playwright";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const paused of [false, true]) {
const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
const page = await context.newPage();
page.on("pageerror", (e) => console.log("pageerror", e.message.slice(0, 300)));
const t = Date.now();
page.on("response", (r) => { if (/carousel|embla/.test(r.url())) console.log("resp", r.status(), Date.now() - t, r.url().slice(-60)); });
const start = new Date("2025-03-03T09:00:00Z");
await page.clock.install({ time: start });
if (paused) await page.clock.pauseAt(new Date(start.getTime() + 1000));
await page.goto("http://localhost:3917/", { timeout: 300000 });
console.log("loaded", Date.now() - t);
await page.locator("[aria-roledescription=carousel]").scrollIntoViewIfNeeded();
for (let i = 0; i < 20; i++) {
  await new Promise((r) => setTimeout(r, 2000));
  const a = await page.evaluate(() => document.querySelector("[aria-roledescription=carousel]")?.getAttribute("data-autoplay"));
  if (a) { console.log(paused, "autoplay", a, Date.now() - t); break; }
}
await context.close();
}
await browser.close();

import { chromium } from "@playwright/test";
import { readFileSync, writeFileSync } from "node:fs";
const [a, b, x, y, w, h, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage();
const url = await page.evaluate(async ([a, b, x, y, w, h]) => {
  const load = (src) => new Promise((res) => { const i = new Image(); i.onload = () => res(i); i.src = src; });
  const [ia, ib] = await Promise.all([load(a), load(b)]);
  const cv = document.createElement("canvas"); cv.width = w * 2 + 10; cv.height = h; const g = cv.getContext("2d");
  g.fillStyle = "red"; g.fillRect(0, 0, cv.width, h);
  g.drawImage(ia, x, y, w, h, 0, 0, w, h); g.drawImage(ib, x, y, w, h, w + 10, 0, w, h);
  return cv.toDataURL();
}, ["data:image/png;base64," + readFileSync(a).toString("base64"), "data:image/png;base64," + readFileSync(b).toString("base64"), +x, +y, +w, +h]);
writeFileSync(out, Buffer.from(url.split(",")[1], "base64"));
await browser.close();

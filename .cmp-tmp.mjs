import { chromium } from "@playwright/test";
import { readFileSync } from "node:fs";
const [a, b] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
const page = await browser.newPage();
const r = await page.evaluate(async ([x, y]) => {
  const load = (src) => new Promise((res) => { const i = new Image(); i.onload = () => res(i); i.src = src; });
  const [ia, ib] = await Promise.all([load(x), load(y)]);
  const dims = [ia.width, ia.height, ib.width, ib.height];
  const w = Math.min(ia.width, ib.width), h = Math.min(ia.height, ib.height);
  const c = (img) => { const cv = document.createElement("canvas"); cv.width = w; cv.height = h; const g = cv.getContext("2d"); g.drawImage(img, 0, 0); return g.getImageData(0, 0, w, h).data; };
  const da = c(ia), db = c(ib); let minY = 1e9, maxY = -1, minX = 1e9, maxX = -1, n = 0;
  const rows = {}; for (let i = 0; i < da.length; i += 4) if (da[i] !== db[i] || da[i+1] !== db[i+1] || da[i+2] !== db[i+2]) { const p = i / 4, X = p % w, Y = (p / w) | 0; n++; rows[Y] = (rows[Y] || 0) + 1; minY = Math.min(minY, Y); maxY = Math.max(maxY, Y); minX = Math.min(minX, X); maxX = Math.max(maxX, X); }
  return { dims, n, box: [minX, minY, maxX, maxY], rows: Object.keys(rows).slice(0, 40).join(",") };
}, ["data:image/png;base64," + readFileSync(a).toString("base64"), "data:image/png;base64," + readFileSync(b).toString("base64")]);
console.log(JSON.stringify(r));
await browser.close();

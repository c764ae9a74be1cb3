// Drawn with sharp, nothing downloaded, into git-ignored public/media/sample/ for SAMPLE_MEDIA=1 builds only.
import { mkdirSync } from "node:fs";
import path from "node:path";

import sharp from "sharp";

import { portfolioItems } from "@/content/portfolio";

import { projectRoot } from "./project";

export const SAMPLE_MEDIA_DIR = path.join(projectRoot, "public", "media", "sample");

const CATEGORIES = [
  ["website-design", "#1d4ed8", "#f59e0b"],
  ["local-seo", "#15803d", "#fde68a"],
  ["paid-advertising", "#c2410c", "#fef3c7"],
  ["email-marketing", "#0e7490", "#e0f2fe"],
  ["social-media", "#7c3aed", "#fce7f3"],
  ["marketing-strategy", "#0b1b3f", "#93c5fd"],
] as const;

const person = (x: number, y: number, scale: number, shirt: string, skin: string) => `
  <g transform="translate(${x} ${y}) scale(${scale})">
    <path d="M-150 260 C-150 140 -80 110 0 110 C80 110 150 140 150 260 Z" fill="${shirt}"/>
    <rect x="-28" y="60" width="56" height="70" rx="20" fill="${skin}"/>
    <ellipse cx="0" cy="0" rx="70" ry="84" fill="${skin}"/>
    <path d="M-72 -10 C-72 -90 72 -100 72 -10 C60 -50 -40 -60 -72 -10Z" fill="#3f2a1d"/>
  </g>`;

const scene = (width: number, height: number, top: string, bottom: string, body: string) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#sky)"/>${body}</svg>`);

async function writeJpeg(svg: Buffer | string, name: string, width: number, height: number, blur = 0) {
  let image = sharp(svg).resize(width, height, { fit: "cover" });
  if (blur > 0) image = image.blur(blur);
  await image.jpeg({ quality: 82 }).toFile(path.join(SAMPLE_MEDIA_DIR, `${name}.jpg`));
}

export async function writeSampleMedia(): Promise<string[]> {
  mkdirSync(SAMPLE_MEDIA_DIR, { recursive: true });
  const written: string[] = [];
  const done = (name: string) => written.push(`public/media/sample/${name}.jpg`);

  await writeJpeg(
    scene(800, 800, "#fde68a", "#c2410c", person(400, 430, 2, "#1d4ed8", "#e0b08a")),
    "founder",
    800,
    800,
    1,
  );
  done("founder");

  const crew = [
    person(330, 560, 1.4, "#c2410c", "#c68e62"),
    person(620, 520, 1.6, "#1d4ed8", "#e0b08a"),
    person(900, 560, 1.4, "#15803d", "#8d5a3b"),
    person(1170, 540, 1.5, "#0b1b3f", "#f1c9a5"),
  ].join("");
  await writeJpeg(
    scene(
      1500,
      1000,
      "#93c5fd",
      "#e2e8f0",
      `<rect y="760" width="1500" height="240" fill="#64748b"/>${crew}`,
    ),
    "team",
    1500,
    1000,
    1.2,
  );
  done("team");

  for (const [slug, base, light] of CATEGORIES) {
    const body = `<circle cx="900" cy="200" r="260" fill="${light}" opacity=".55"/>
      <circle cx="250" cy="520" r="300" fill="#fff" opacity=".18"/>
      <rect x="140" y="380" width="920" height="250" fill="#0f172a" opacity=".25"/>`;
    await writeJpeg(scene(1200, 630, base, "#0f172a", body), `blog-${slug}`, 1200, 630, 6);
    done(`blog-${slug}`);
  }

  for (const item of portfolioItems) {
    const slug = item.id.replace(/-portfolio$/, "");
    for (const [form, width, height] of [
      ["desktop", 1280, 800],
      ["phone", 390, 780],
    ] as const) {
      const mockup = path.join(projectRoot, "public", "portfolio", `${item.id}-${form}.svg`);
      await writeJpeg(mockup, `portfolio-${slug}-${form}`, width, height);
      done(`portfolio-${slug}-${form}`);
    }
  }
  return written;
}

// SVG stand-ins for the portfolio screenshots until real ones are dropped in (docs/design.md).
import { writeFileSync } from "node:fs";
import path from "node:path";

import { mockupPages, type MockupPage } from "@/content/portfolio-mockups";

import { projectRoot } from "./lib/project";

const FONT = "Helvetica, Arial, sans-serif";
const esc = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function text(x: number, y: number, size: number, weight: number, fill: string, content: string, extra = "") {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}"${extra}>${esc(content)}</text>`;
}

function scene(page: MockupPage, x: number, y: number, w: number, h: number): string {
  const { accent } = page.colors;
  const g = (body: string) =>
    `<g transform="translate(${x} ${y})"><clipPath id="c${w}"><rect width="${w}" height="${h}" rx="18"/></clipPath><g clip-path="url(#c${w})">${body}</g></g>`;
  const sky = `<rect width="${w}" height="${h}" fill="#bae6fd"/><circle cx="${w * 0.8}" cy="${h * 0.22}" r="${h * 0.09}" fill="#fde68a"/>`;
  const hills = `<path d="M0 ${h * 0.7} Q ${w * 0.25} ${h * 0.5} ${w * 0.5} ${h * 0.66} T ${w} ${h * 0.6} V ${h} H 0Z" fill="#65a30d"/><path d="M0 ${h * 0.82} Q ${w * 0.4} ${h * 0.68} ${w} ${h * 0.8} V ${h} H 0Z" fill="#4d7c0f"/>`;
  switch (page.scene) {
    case "hills-rig":
      return g(
        `${sky}${hills}<path d="M${w * 0.42} ${h * 0.72} L${w * 0.5} ${h * 0.18} L${w * 0.58} ${h * 0.72}Z" fill="none" stroke="#334155" stroke-width="${w * 0.014}"/><path d="M${w * 0.45} ${h * 0.55} H${w * 0.55} M${w * 0.47} ${h * 0.38} H${w * 0.53}" stroke="#334155" stroke-width="${w * 0.01}"/><rect x="${w * 0.3}" y="${h * 0.7}" width="${w * 0.4}" height="${h * 0.1}" rx="8" fill="${accent}"/><circle cx="${w * 0.37}" cy="${h * 0.82}" r="${h * 0.045}" fill="#1e293b"/><circle cx="${w * 0.63}" cy="${h * 0.82}" r="${h * 0.045}" fill="#1e293b"/>`,
      );
    case "barn":
      return g(
        `<rect width="${w}" height="${h}" fill="#fed7aa"/><circle cx="${w * 0.2}" cy="${h * 0.25}" r="${h * 0.12}" fill="#fb923c"/>${hills}<path d="M${w * 0.45} ${h * 0.75} V${h * 0.42} L${w * 0.62} ${h * 0.26} L${w * 0.79} ${h * 0.42} V${h * 0.75}Z" fill="#b91c1c"/><path d="M${w * 0.57} ${h * 0.75} V${h * 0.55} H${w * 0.67} V${h * 0.75}Z" fill="#fef3c7"/><path d="M${w * 0.57} ${h * 0.55} L${w * 0.67} ${h * 0.75} M${w * 0.67} ${h * 0.55} L${w * 0.57} ${h * 0.75}" stroke="#b91c1c" stroke-width="4"/><path d="M${w * 0.12} ${h * 0.76} V${h * 0.5}" stroke="#78350f" stroke-width="8"/><circle cx="${w * 0.12}" cy="${h * 0.46}" r="${h * 0.11}" fill="#3f6212"/>`,
      );
    case "interior":
      return g(
        `<rect width="${w}" height="${h}" fill="#f5f5f4"/><rect x="0" y="${h * 0.66}" width="${w}" height="${h * 0.34}" fill="#d6d3d1"/><rect x="${w * 0.1}" y="${h * 0.12}" width="${w * 0.34}" height="${h * 0.36}" rx="6" fill="#bae6fd" stroke="#a8a29e" stroke-width="6"/><rect x="${w * 0.52}" y="${h * 0.18}" width="${w * 0.38}" height="${h * 0.12}" rx="6" fill="#e7e5e4" stroke="#a8a29e" stroke-width="3"/><rect x="${w * 0.08}" y="${h * 0.55}" width="${w * 0.84}" height="${h * 0.16}" rx="6" fill="${accent}"/><rect x="${w * 0.08}" y="${h * 0.71}" width="${w * 0.84}" height="${h * 0.17}" fill="#fafaf9" stroke="#d6d3d1" stroke-width="3"/><path d="M${w * 0.36} ${h * 0.71} V${h * 0.88} M${w * 0.64} ${h * 0.71} V${h * 0.88}" stroke="#d6d3d1" stroke-width="3"/><path d="M${w * 0.7} ${h * 0.55} V${h * 0.42} H${w * 0.78}" fill="none" stroke="#57534e" stroke-width="5"/>`,
      );
    case "camera":
      return g(
        `<rect width="${w}" height="${h}" fill="#1f2937"/><path d="M${w * 0.5} 0 L${w * 0.15} ${h} H${w * 0.85}Z" fill="#fef3c7" opacity="0.16"/><rect x="${w * 0.28}" y="${h * 0.36}" width="${w * 0.36}" height="${h * 0.26}" rx="10" fill="#0f172a" stroke="#475569" stroke-width="4"/><circle cx="${w * 0.36}" cy="${h * 0.3}" r="${h * 0.08}" fill="#0f172a" stroke="#475569" stroke-width="4"/><circle cx="${w * 0.54}" cy="${h * 0.3}" r="${h * 0.08}" fill="#0f172a" stroke="#475569" stroke-width="4"/><path d="M${w * 0.64} ${h * 0.42} L${w * 0.76} ${h * 0.36} V${h * 0.62} L${w * 0.64} ${h * 0.56}Z" fill="#334155"/><circle cx="${w * 0.33}" cy="${h * 0.42}" r="${h * 0.025}" fill="${accent}"/><path d="M${w * 0.46} ${h * 0.62} L${w * 0.36} ${h * 0.92} M${w * 0.46} ${h * 0.62} L${w * 0.56} ${h * 0.92} M${w * 0.46} ${h * 0.62} V${h * 0.92}" stroke="#64748b" stroke-width="5"/>`,
      );
    case "truck":
      return g(
        `${sky}<rect y="${h * 0.74}" width="${w}" height="${h * 0.26}" fill="#94a3b8"/><path d="M0 ${h * 0.86} H${w}" stroke="#f8fafc" stroke-width="4" stroke-dasharray="24 18"/><rect x="${w * 0.14}" y="${h * 0.4}" width="${w * 0.46}" height="${h * 0.32}" rx="6" fill="${page.colors.primary}"/><path d="M${w * 0.6} ${h * 0.5} H${w * 0.76} L${w * 0.86} ${h * 0.62} V${h * 0.72} H${w * 0.6}Z" fill="${accent}"/><rect x="${w * 0.64}" y="${h * 0.53}" width="${w * 0.1}" height="${h * 0.08}" rx="3" fill="#e0f2fe"/><circle cx="${w * 0.27}" cy="${h * 0.74}" r="${h * 0.06}" fill="#0f172a"/><circle cx="${w * 0.74}" cy="${h * 0.74}" r="${h * 0.06}" fill="#0f172a"/><path d="M${w * 0.2} ${h * 0.4} L${w * 0.26} ${h * 0.28} L${w * 0.34} ${h * 0.4}Z M${w * 0.36} ${h * 0.4} V${h * 0.3} H${w * 0.5} V${h * 0.4}" fill="#a16207"/>`,
      );
  }
}

function wrap(sentence: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of sentence.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length + 1 <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function stars(x: number, y: number, size: number, label: string, fill: string) {
  const star = (cx: number) =>
    `<path transform="translate(${cx} ${y - size}) scale(${size / 24})" d="M12 2l3 6.9 7.5.6-5.7 5 1.7 7.4L12 18l-6.5 3.9 1.7-7.4-5.7-5 7.5-.6z" fill="#f59e0b"/>`;
  return (
    [0, 1, 2, 3, 4].map((i) => star(x + i * (size + 3))).join("") +
    text(x + 5 * (size + 3) + 6, y - 3, size * 0.75, 600, fill, label)
  );
}

function desktop(page: MockupPage): string {
  const W = 1280;
  const H = 800;
  const { primary, accent, heroFrom, heroTo } = page.colors;
  let navX = 600;
  const nav = ["Services", "About", "Reviews", "Contact"]
    .map((item) => {
      const link = text(navX, 99, 16, 600, "#334155", item);
      navX += item.length * 9 + 40;
      return link;
    })
    .join("");
  const cards = page.services
    .map((service, i) => {
      const x = 64 + i * 392;
      return `<rect x="${x}" y="590" width="368" height="170" rx="16" fill="#ffffff" stroke="#e2e8f0"/><circle cx="${x + 44}" cy="636" r="22" fill="${accent}" opacity="0.18"/><circle cx="${x + 44}" cy="636" r="9" fill="${accent}"/>${text(x + 28, 698, 22, 700, "#0f172a", service)}${text(x + 28, 730, 15, 400, "#64748b", "Licensed, insured, on time.")}`;
    })
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs><linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${heroFrom}"/><stop offset="1" stop-color="${heroTo}"/></linearGradient></defs>
<rect width="${W}" height="${H}" rx="16" fill="#e2e8f0"/><circle cx="28" cy="24" r="7" fill="#f87171"/><circle cx="50" cy="24" r="7" fill="#fbbf24"/><circle cx="72" cy="24" r="7" fill="#34d399"/><rect x="110" y="11" width="520" height="26" rx="13" fill="#ffffff"/>${text(130, 29, 14, 400, "#475569", page.host)}
<rect x="0" y="48" width="${W}" height="${H - 48}" fill="#f8fafc"/><rect x="0" y="48" width="${W}" height="84" fill="#ffffff"/><rect x="64" y="72" width="36" height="36" rx="9" fill="${primary}"/>${text(112, 99, 22, 800, primary, page.brand)}${nav}<rect x="1040" y="70" width="176" height="42" rx="21" fill="${accent}"/>${text(1128, 97, 16, 700, "#ffffff", page.phone, ' text-anchor="middle"')}
<rect x="0" y="132" width="${W}" height="424" fill="url(#hero)"/>${text(64, 230, 52, 800, "#ffffff", page.headline[0])}${text(64, 292, 52, 800, "#ffffff", page.headline[1])}${wrap(
    page.subline,
    56,
  )
    .map((line, i) => text(64, 336 + i * 24, 18, 400, "#e2e8f0", line))
    .join(
      "",
    )}<rect x="64" y="392" width="220" height="54" rx="10" fill="${accent}"/>${text(174, 426, 18, 700, "#ffffff", page.cta, ' text-anchor="middle"')}<rect x="300" y="392" width="190" height="54" rx="10" fill="none" stroke="#ffffff" stroke-width="2"/>${text(395, 426, 18, 700, "#ffffff", "Call Now", ' text-anchor="middle"')}${stars(64, 500, 18, page.rating, "#f1f5f9")}
${scene(page, 760, 172, 456, 344)}${cards}</svg>
`;
}

function phone(page: MockupPage): string {
  const W = 390;
  const H = 780;
  const { primary, accent, heroFrom, heroTo } = page.colors;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs><linearGradient id="hero" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${heroFrom}"/><stop offset="1" stop-color="${heroTo}"/></linearGradient></defs>
<rect width="${W}" height="${H}" rx="48" fill="#0f172a"/><rect x="12" y="12" width="${W - 24}" height="${H - 24}" rx="38" fill="#f8fafc"/><rect x="150" y="22" width="90" height="22" rx="11" fill="#0f172a"/>
<rect x="12" y="56" width="${W - 24}" height="60" fill="#ffffff"/><rect x="30" y="72" width="28" height="28" rx="7" fill="${primary}"/>${text(66, 92, 17, 800, primary, page.brand)}<circle cx="340" cy="86" r="18" fill="${accent}"/><path d="M333 80c2 6 6 10 12 12l3-3-4-2-2 2c-2-1-4-3-5-5l2-2-2-4z" fill="#ffffff"/>
<rect x="12" y="116" width="${W - 24}" height="330" fill="url(#hero)"/>${text(30, 166, 28, 800, "#ffffff", page.headline[0])}${text(30, 200, 28, 800, "#ffffff", page.headline[1])}${scene(page, 30, 222, 330, 150)}<rect x="30" y="388" width="330" height="44" rx="10" fill="${accent}"/>${text(195, 416, 16, 700, "#ffffff", page.cta, ' text-anchor="middle"')}
${stars(30, 478, 14, page.rating, "#334155")}${page.services
    .map((service, i) => {
      const y = 500 + i * 80;
      return `<rect x="30" y="${y}" width="330" height="66" rx="12" fill="#ffffff" stroke="#e2e8f0"/><circle cx="60" cy="${y + 33}" r="14" fill="${accent}" opacity="0.2"/><circle cx="60" cy="${y + 33}" r="6" fill="${accent}"/>${text(86, y + 39, 17, 700, "#0f172a", service)}`;
    })
    .join("")}<rect x="140" y="754" width="110" height="5" rx="2.5" fill="#0f172a"/></svg>
`;
}

for (const page of mockupPages) {
  for (const [kind, svg] of [
    ["desktop", desktop(page)],
    ["phone", phone(page)],
  ] as const) {
    const file = path.join(projectRoot, "public", "portfolio", `${page.id}-${kind}.svg`);
    writeFileSync(file, svg);
    console.log(path.relative(projectRoot, file));
  }
}

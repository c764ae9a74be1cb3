import { readFileSync } from "node:fs";
import path from "node:path";

import { allRoutes } from "@/lib/seo/routes";

import { AUDIT_DIST_DIR, projectRoot } from "./project";
import { heading } from "./table";

/** "/(site)/services/[slug]/page" -> "/services/[slug]"; route handlers and metadata routes are left out. */
function appPageRoute(entry: string): string | undefined {
  if (!entry.endsWith("/page")) return undefined;
  const route = entry
    .slice(0, -"/page".length)
    .split("/")
    .filter(
      (segment) => segment && !(segment.startsWith("(") && segment.endsWith(")")) && !segment.startsWith("@"),
    )
    .join("/");
  return `/${route}`;
}

export function prerenderReport(buildOutput: string | undefined): string {
  heading("(g) Routes that are not prerendered");
  const dist = path.join(projectRoot, AUDIT_DIST_DIR);
  const prerender = JSON.parse(readFileSync(path.join(dist, "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, unknown>;
    dynamicRoutes: Record<string, unknown>;
  };
  const appPaths = JSON.parse(
    readFileSync(path.join(dist, "server", "app-paths-manifest.json"), "utf8"),
  ) as Record<string, string>;
  const prerendered = new Set(Object.keys(prerender.routes));
  const pages = [
    ...new Set(
      Object.keys(appPaths)
        .map(appPageRoute)
        .filter((route): route is string => Boolean(route)),
    ),
  ].sort();

  const notPrerendered: string[] = [];
  for (const page of pages) {
    if (page === "/_not-found") continue;
    if (page.includes("[")) {
      // A dynamic segment: each path of allRoutes under it must be prerendered by generateStaticParams.
      const pattern = new RegExp(`^${page.replace(/\[[^\]]+\]/g, "[^/]+")}$`);
      const missing = allRoutes.filter((route) => pattern.test(route) && !prerendered.has(route));
      if (missing.length > 0) notPrerendered.push(...missing.map((route) => `${route} (under ${page})`));
    } else if (!prerendered.has(page)) {
      notPrerendered.push(page);
    }
  }
  const missingRoutes = allRoutes.filter(
    (route) => !pages.some((page) => new RegExp(`^${page.replace(/\[[^\]]+\]/g, "[^/]+")}$`).test(route)),
  );

  const byDesign: Record<string, string> = {
    "/blog": "dynamic by design: its search and category filters live in the URL (searchParams)",
    "/roofing-google-ads/final-thank-you": "per request: it shows the booked call its token names",
    "/roofing-google-ads/manage": "per request: it reads the booking its token names",
  };
  const reasonFor = (route: string) =>
    byDesign[route] ??
    (route === "/admin" || route.startsWith("/admin/")
      ? "per request: the agency's console, behind a sign-in"
      : undefined);
  if (notPrerendered.length === 0) console.log("Every app page is prerendered.");
  for (const route of notPrerendered) {
    const reason = reasonFor(route);
    console.log(`${route}: not prerendered${reason ? ` (${reason})` : ""}`);
  }
  for (const route of missingRoutes) console.log(`${route}: in allRoutes but no app page matches it`);

  if (buildOutput) {
    const dynamicLines = buildOutput.split("\n").filter((line) => /[├└┌]\s+ƒ\s/.test(line));
    if (dynamicLines.length > 0)
      console.log(`\nBuild route table, dynamic (ƒ) entries:\n${dynamicLines.join("\n")}`);
  }
  const unexpected = notPrerendered.filter((route) => !reasonFor(route));
  return unexpected.length === 0
    ? `prerendering: every marketing route static${notPrerendered.length ? ` (except ${notPrerendered.join(", ")} by design)` : ""}`
    : `prerendering: ${unexpected.length} route(s) not prerendered without a stated reason (${unexpected.join(", ")})`;
}

import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { articleSections, CONTENTS_MIN_SECTIONS, headingId } from "@/lib/blog/headings";

describe("article sections (the table of contents)", () => {
  it("turns a heading into its anchor", () => {
    expect(headingId("Days 1-30")).toBe("days-1-30");
    expect(headingId("Run the numbers: cost per job, not cost per lead")).toBe(
      "run-the-numbers-cost-per-job-not-cost-per-lead",
    );
  });

  it("lists only level-2 headings, as plain text", () => {
    const source = "Intro\n\n## First **bold** part\n\n### Not listed\n\n## A [linked](/blog) part\n";
    expect(articleSections(source)).toEqual([
      { id: "first-bold-part", title: "First bold part" },
      { id: "a-linked-part", title: "A linked part" },
    ]);
  });

  it("gives the long comparison article a contents list with unique anchors", () => {
    const source = readFileSync(
      path.join(__dirname, "../../content/blog/facebook-ads-vs-google-ads.mdx"),
      "utf8",
    );
    const sections = articleSections(source);
    expect(sections.length).toBeGreaterThanOrEqual(CONTENTS_MIN_SECTIONS);
    expect(new Set(sections.map((section) => section.id)).size).toBe(sections.length);
  });
});

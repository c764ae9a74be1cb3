import { describe, expect, it } from "vitest";

import {
  blogListHref,
  categoriesOf,
  filterPosts,
  firstParam,
  resolveCategory,
  SEARCH_MAX_LENGTH,
  searchText,
} from "@/lib/blog/filter";
import { getAllPosts } from "@/lib/blog/posts";
import { blogSlugs } from "@/lib/blog/slugs";

const posts = getAllPosts();
const slugsOf = (list: readonly { slug: string }[]) => list.map((post) => post.slug);

describe("filterPosts", () => {
  it("returns all seven posts, in their order, when no filter is set", () => {
    expect(posts).toHaveLength(blogSlugs().length);
    expect(posts).toHaveLength(7);
    expect(filterPosts(posts, {})).toEqual(posts);
    expect(filterPosts(posts, { q: "", category: "" })).toEqual(posts);
    expect(filterPosts(posts, { q: "   " })).toEqual(posts);
  });

  it("matches the title case-insensitively", () => {
    expect(slugsOf(filterPosts(posts, { q: "FACEBOOK ADS VS" }))).toEqual(["facebook-ads-vs-google-ads"]);
    expect(slugsOf(filterPosts(posts, { q: "90-day marketing plan" }))).toEqual([
      "service-business-marketing-guide",
    ]);
  });

  it("matches the excerpt case-insensitively", () => {
    // Only in the excerpt of the local SEO guide ("... citations and links").
    expect(slugsOf(filterPosts(posts, { q: "CITATIONS" }))).toEqual(["local-seo-guide-service-businesses"]);
    // "email" is in one title and in the 90-day plan's excerpt ("with email ideas").
    expect(slugsOf(filterPosts(posts, { q: "Email" })).sort()).toEqual(
      ["email-marketing-service-businesses", "service-business-marketing-guide"].sort(),
    );
  });

  it("matches the category case-insensitively", () => {
    expect(slugsOf(filterPosts(posts, { q: "marketing strategy" }))).toEqual([
      "service-business-marketing-guide",
    ]);
    expect(slugsOf(filterPosts(posts, { q: "paid advertising" })).sort()).toEqual(
      ["facebook-ads-vs-google-ads", "google-ads-roi-guide"].sort(),
    );
  });

  it("filters by the category chip alone", () => {
    const paid = filterPosts(posts, { category: "Paid Advertising" });
    expect(slugsOf(paid).sort()).toEqual(["facebook-ads-vs-google-ads", "google-ads-roi-guide"].sort());
    expect(paid.every((post) => post.category === "Paid Advertising")).toBe(true);
    expect(slugsOf(filterPosts(posts, { category: "local seo" }))).toEqual([
      "local-seo-guide-service-businesses",
    ]);
    expect(filterPosts(posts, { category: "All" })).toEqual(posts);
  });

  it("combines the chip with the search", () => {
    // "google" alone matches both paid-advertising posts and the local SEO guide ("Google Business Profile").
    expect(filterPosts(posts, { q: "google" })).toHaveLength(3);
    expect(slugsOf(filterPosts(posts, { q: "google", category: "Local SEO" }))).toEqual([
      "local-seo-guide-service-businesses",
    ]);
    expect(slugsOf(filterPosts(posts, { q: "ROAS", category: "Paid Advertising" }))).toEqual([
      "google-ads-roi-guide",
    ]);
    expect(filterPosts(posts, { q: "roas", category: "Social Media" })).toEqual([]);
  });

  it("returns nothing when nothing matches", () => {
    expect(filterPosts(posts, { q: "zzqx no such article" })).toEqual([]);
    expect(filterPosts(posts, { category: "Underwater Basket Weaving" })).toEqual([]);
  });

  it("keeps the input order of the matches", () => {
    const reversed = [...posts].reverse();
    expect(filterPosts(reversed, { q: "google" })).toEqual(filterPosts(posts, { q: "google" }).reverse());
  });
});

describe("categoriesOf", () => {
  it("lists each distinct category once, alphabetically", () => {
    expect(categoriesOf(posts)).toEqual([
      "Email Marketing",
      "Local SEO",
      "Marketing Strategy",
      "Paid Advertising",
      "Social Media",
      "Website Design",
    ]);
  });
});

describe("URL helpers", () => {
  it("resolves the category spelling and treats All as no filter", () => {
    const categories = categoriesOf(posts);
    expect(resolveCategory(categories, "local seo")).toBe("Local SEO");
    expect(resolveCategory(categories, "all")).toBe("");
    expect(resolveCategory(categories, "")).toBe("");
    expect(resolveCategory(categories, " Nope ")).toBe("Nope");
  });

  it("builds shareable /blog URLs and reads the first search param", () => {
    expect(blogListHref({})).toBe("/blog");
    expect(blogListHref({ q: "  roof ", category: "Paid Advertising" })).toBe(
      "/blog?q=roof&category=Paid+Advertising",
    );
    expect(blogListHref({ category: "Local SEO" })).toBe("/blog?category=Local+SEO");
    expect(firstParam(["a", "b"])).toBe("a");
    expect(firstParam(undefined)).toBe("");
  });

  it("caps the search text at 100 characters, whole characters only", () => {
    expect(SEARCH_MAX_LENGTH).toBe(100);
    expect(searchText(["  roof  ", "x"])).toBe("roof");
    expect(searchText("a".repeat(16_000))).toBe("a".repeat(100));
    expect(Array.from(searchText("😀".repeat(150)))).toHaveLength(100);
    expect(searchText(undefined)).toBe("");
  });
});

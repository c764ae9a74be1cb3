/** /blog copy and the labels around each article; bodies live in content/blog/*.mdx. */
import { siteConfig } from "./site";
import { breadcrumbHome, newTabHint, type PageMeta } from "./site-sections";

export interface BlogPageContent extends PageMeta {
  hero: { badge: string; title: string; subtitle: string };
  search: {
    label: string;
    placeholder: string;
    submitLabel: string;
    categoriesLabel: string;
    allLabel: string;
  };
  /** Polite status line above the results, e.g. "Showing 3 of 7 articles". */
  resultCount: (shown: number, total: number) => string;
  emptyState: { text: string; clearLabel: string };
  card: { readMore: string; readMoreHint: (title: string) => string };
}

export const blogPage: BlogPageContent = {
  metaTitle: "Marketing Blog for Service Businesses",
  metaDescription:
    "Practical marketing guides for roofers, HVAC, plumbers and contractors: Google Ads, Facebook Ads, local SEO, websites, email and social media that book jobs.",
  keywords: [
    "service business marketing blog",
    "contractor marketing tips",
    "local SEO guide",
    "Google Ads for contractors",
    "HVAC marketing",
    "roofing marketing",
  ],
  hero: {
    badge: "Marketing Blog",
    title: "Marketing Guides for Local Service Businesses",
    subtitle:
      "Plain-English playbooks on ads, local SEO, websites, email and social media, written for owners who would rather be running jobs than reading jargon.",
  },
  search: {
    label: "Search articles",
    placeholder: "Search by title, topic or category",
    submitLabel: "Search",
    categoriesLabel: "Filter articles by category",
    allLabel: "All",
  },
  resultCount: (shown, total) =>
    shown === total ? `Showing all ${total} articles` : `Showing ${shown} of ${total} articles`,
  emptyState: {
    text: "No articles found matching your criteria.",
    clearLabel: "Clear Filters",
  },
  card: {
    readMore: "Read More",
    readMoreHint: (title) => ` about ${title}`,
  },
};

export interface ArticleCopy {
  backLabel: string;
  readTime: (minutes: number) => string;
  /** "By Marcus Reyes"; the founder's title is appended on the article page when the author is the founder. */
  byline: (author: string) => string;
  authorTitle: (author: string) => string | undefined;
  publishedLabel: string;
  callLabel: string;
  relatedTitle: string;
  externalLinkHint: string;
  breadcrumb: { home: string; blog: string };
  /** Alt text of an article's cover when it is the article's social card. */
  /** The heading of the table of contents on long articles. */
  contentsTitle: string;
}

export const articleCopy: ArticleCopy = {
  backLabel: "Back to Blog",
  readTime: (minutes) => `${minutes} min read`,
  byline: (author) => `By ${author}`,
  authorTitle: (author) => (author === siteConfig.founder.name ? siteConfig.founder.title : undefined),
  publishedLabel: "Published",
  callLabel: "Call",
  relatedTitle: "Related Articles",
  externalLinkHint: ` ${newTabHint}`,
  breadcrumb: { home: breadcrumbHome, blog: "Blog" },
  contentsTitle: "In This Article",
};

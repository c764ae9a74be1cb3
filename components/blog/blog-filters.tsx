import { Button } from "@/components/ui/button";
import { Search } from "@/components/ui/icon";
import { controlClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Link } from "@/components/ui/link";
import { blogPage } from "@/content/blog-page";
import { blogListHref, SEARCH_MAX_LENGTH } from "@/lib/blog/filter";
import { cn } from "@/lib/utils";

import { LiveSearchInput } from "./live-search-input";

const SEARCH_INPUT_ID = "blog-search";

/** Both write the URL, so filtering works without JavaScript and can be shared. */
export function BlogFilters({
  q,
  category,
  categories,
}: {
  q: string;
  category: string;
  categories: readonly string[];
}) {
  const copy = blogPage.search;
  return (
    <div className="flex flex-col gap-6">
      {/* A plain GET form (no next/form in the bundle): without JavaScript it is the search; with it, typing
          and Enter update the URL in place (LiveSearchInput). */}
      <form action="/blog" role="search" className="flex flex-col gap-2">
        <Label htmlFor={SEARCH_INPUT_ID}>{copy.label}</Label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <LiveSearchInput
              id={SEARCH_INPUT_ID}
              name="q"
              type="search"
              autoComplete="off"
              enterKeyHint="search"
              maxLength={SEARCH_MAX_LENGTH}
              q={q}
              category={category}
              placeholder={copy.placeholder}
              className={`${controlClass} min-h-11 pl-10`}
            />
          </div>
          {category ? <input type="hidden" name="category" value={category} /> : null}
          <Button type="submit" variant="primary">
            {copy.submitLabel}
          </Button>
        </div>
      </form>
      <nav aria-label={copy.categoriesLabel}>
        <ul className="flex flex-wrap gap-2">
          <li>
            <CategoryChip href={blogListHref({ q })} active={category === ""}>
              {copy.allLabel}
            </CategoryChip>
          </li>
          {categories.map((name) => (
            <li key={name}>
              <CategoryChip href={blogListHref({ q, category: name })} active={name === category}>
                {name}
              </CategoryChip>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

function CategoryChip({ href, active, children }: { href: string; active: boolean; children: string }) {
  return (
    <Link
      href={href}
      scroll={false}
      aria-current={active ? "true" : undefined}
      className={cn(
        "inline-flex min-h-11 items-center rounded-full border-2 px-4 text-sm font-bold transition-colors",
        active
          ? "border-primary bg-primary text-primary-foreground hover:bg-primary-hover"
          : "border-border bg-background text-foreground hover:border-primary hover:bg-primary-soft",
      )}
    >
      {children}
    </Link>
  );
}

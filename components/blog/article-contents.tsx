import { articleCopy } from "@/content/blog-page";
import type { articleSections } from "@/lib/blog/headings";

export function ArticleContents({ sections }: { sections: ReturnType<typeof articleSections> }) {
  return (
    <nav
      aria-labelledby="article-contents-title"
      className="rounded-xl border border-border bg-muted/60 p-5 sm:p-6"
    >
      <h2 id="article-contents-title" className="mb-3 text-base font-bold tracking-wide uppercase">
        {articleCopy.contentsTitle}
      </h2>
      <ol className="grid list-decimal gap-1 pl-5 marker:font-bold marker:text-primary sm:grid-cols-2 sm:gap-x-8">
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="toc-link">
              {section.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

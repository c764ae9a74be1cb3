"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, type ComponentProps } from "react";

/** /blog's only client code, kept small: the input's fixed attributes come from the server (BlogFilters). */
export function LiveSearchInput({
  q,
  category,
  ...props
}: ComponentProps<"input"> & {
  q: string;
  /** The category in the current URL ("" for All). */
  category: string;
}) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Follow a URL changed elsewhere (Clear Filters, back/forward), never while typing, so no late answer overwrites it.
  useEffect(() => {
    if (document.activeElement !== input.current) input.current!.value = q;
  }, [q]);

  function search(delay: number) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      // Gone (the visitor left /blog within the pause): the search is dropped with the page.
      if (!input.current) return;
      const value = input.current.value.trim();
      const url = new URL(location.href);
      // Compared with the address bar, so a navigation that was cut short is retried and a repeat is skipped.
      if (value === (url.searchParams.get("q")?.trim() ?? "")) return;
      // The same address as lib/blog/filter.ts's blogListHref (empty filters left out), built here in a few bytes.
      url.search = new URLSearchParams(
        Object.entries({ q: value, category }).filter(([, v]) => v),
      ).toString();
      router.replace(url.pathname + url.search, { scroll: false });
    }, delay);
  }

  return (
    <input
      {...props}
      ref={input}
      defaultValue={q}
      onKeyDown={(event) => {
        // Enter searches at once, in place, instead of reloading the page through the form.
        if (event.key !== "Enter") return;
        event.preventDefault();
        search(0);
      }}
      onChange={() => search(200)}
    />
  );
}

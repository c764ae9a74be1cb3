"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";

import { blogListHref } from "@/lib/blog/filter";

/** How long typing pauses before the URL (and so the server-rendered list) follows. */
const DEBOUNCE_MS = 200;

/** The blog search box: a plain GET input without JavaScript; with it, typing updates `?q=` after a pause. */
export function LiveSearchInput({
  id,
  q,
  category,
  placeholder,
  className,
}: {
  id: string;
  /** The input's finished classes (computed on the server, so no class helpers ship with this leaf). */
  className: string;
  /** The search text in the current URL. */
  q: string;
  /** The category in the current URL ("" for All). */
  category: string;
  placeholder: string;
}) {
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** The search text this input last wrote to the URL. */
  const lastPushed = useRef(q.trim());

  // Follow a URL changed elsewhere (Clear Filters, back/forward), never while typing, so no late answer overwrites it.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || q.trim() === lastPushed.current || document.activeElement === input) return;
    clearTimeout(timer.current);
    lastPushed.current = q.trim();
    input.value = q;
  }, [q]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function search(value: string) {
    clearTimeout(timer.current);
    lastPushed.current = value;
    // Compared with the address bar, not with the last push, so a navigation that was cut short is retried.
    const current = new URLSearchParams(window.location.search).get("q")?.trim() ?? "";
    if (value === current) return;
    router.replace(blogListHref({ q: value, category }), { scroll: false });
  }

  return (
    <input
      ref={inputRef}
      id={id}
      name="q"
      type="search"
      defaultValue={q}
      placeholder={placeholder}
      autoComplete="off"
      enterKeyHint="search"
      className={className}
      onKeyDown={(event) => {
        // Enter searches at once, in place, instead of reloading the page through the form.
        if (event.key !== "Enter") return;
        event.preventDefault();
        search(event.currentTarget.value.trim());
      }}
      onChange={(event) => {
        const value = event.currentTarget.value.trim();
        clearTimeout(timer.current);
        timer.current = setTimeout(() => search(value), DEBOUNCE_MS);
      }}
    />
  );
}

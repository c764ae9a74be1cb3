"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** Marks its parent bar `data-tucked` while one of the page's forms is on screen, so the bar never covers it. */
export function TuckWhileFormShows() {
  const ref = useRef<HTMLSpanElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    const bar = ref.current?.parentElement;
    const forms = document.querySelectorAll("main form");
    if (!bar || forms.length === 0) return;
    const showing = new Set<Element>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) showing.add(entry.target);
          else showing.delete(entry.target);
        }
        bar.toggleAttribute("data-tucked", showing.size > 0);
      },
      { rootMargin: "-10% 0px -10% 0px" },
    );
    forms.forEach((form) => observer.observe(form));
    return () => {
      observer.disconnect();
      bar.removeAttribute("data-tucked");
    };
  }, [pathname]);
  return <span ref={ref} hidden />;
}

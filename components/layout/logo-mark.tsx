"use client";

/** The brand's mark; a client leaf, so its drawing lives in the cached script, not in every page's RSC payload. */
export function LogoMark() {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className="size-8 shrink-0">
      <rect width="32" height="32" rx="8" fill="#1d4ed8" />
      <path d="M16 6c-2.5 3-3.5 5.5-3.5 8 0 2 1.5 3.5 3.5 3.5s3.5-1.5 3.5-3.5c0-2.5-1-5-3.5-8Z" fill="#fff" />
      <path d="M9 15c0 4.5 3 8 7 8s7-3.5 7-8c-2 2.5-4.3 3.8-7 3.8S11 17.5 9 15Z" fill="#bfdbfe" />
      <rect x="15" y="22" width="2" height="5" rx="1" fill="#fff" />
    </svg>
  );
}

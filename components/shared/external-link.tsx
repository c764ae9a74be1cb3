import type * as React from "react";

export function ExternalLink({
  href,
  newTabHint,
  children,
  ...props
}: Omit<React.ComponentProps<"a">, "target" | "rel"> & { href: string; newTabHint: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {newTabHint}</span>
    </a>
  );
}

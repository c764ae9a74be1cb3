import type * as React from "react";

import { articleCopy } from "@/content/blog-page";

/** Links inside an article: site paths and anchors as they are, anything else in a new tab. */
export function MdxLink({ href = "", children, ...props }: React.ComponentProps<"a">) {
  if (href.startsWith("/") || href.startsWith("#")) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{articleCopy.externalLinkHint}</span>
    </a>
  );
}

import type * as React from "react";

import { Link } from "@/components/ui/link";
import { articleCopy } from "@/content/blog-page";

export function MdxLink({ href = "", children, ...props }: React.ComponentProps<"a">) {
  if (href.startsWith("#")) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  if (href.startsWith("/")) {
    return (
      <Link href={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only">{articleCopy.externalLinkHint}</span>
    </a>
  );
}

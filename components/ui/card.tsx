import type * as React from "react";

import { cn } from "@/lib/utils";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("card", className)} {...props} />;
}

export function CardTitle({
  className,
  size = "xl",
  ...props
}: React.ComponentProps<"h3"> & { size?: "lg" | "xl" }) {
  return (
    <h3
      data-slot="card-title"
      className={cn("font-bold", size === "lg" ? "text-lg" : "text-lg sm:text-xl", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-muted-foreground", className)} {...props} />;
}

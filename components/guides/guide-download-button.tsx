"use client";

import type * as React from "react";

import { buttonVariants } from "@/components/ui/button";
import { Download } from "@/components/ui/icon";
import { toast } from "@/lib/browser/toast";
import { cn } from "@/lib/utils";

type Props = Omit<React.ComponentProps<"a">, "href" | "download"> & {
  href: string;
  toastTitle: string;
  toastDescription: string;
  variant?: "primary" | "accent" | "outline";
  size?: "md" | "lg";
};

export function GuideDownloadButton({
  href,
  toastTitle,
  toastDescription,
  variant = "accent",
  size = "lg",
  className,
  onClick,
  children,
  ...props
}: Props) {
  return (
    <a
      href={href}
      download
      className={cn(buttonVariants({ variant, size }), className)}
      onClick={(event) => {
        onClick?.(event);
        toast.success(toastTitle, { description: toastDescription });
      }}
      {...props}
    >
      <Download aria-hidden="true" />
      {children}
    </a>
  );
}
